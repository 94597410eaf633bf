import { graphql } from '../../gql';

export const MainPaycheckLineTemplatesDocument = graphql(`
  query MainPaycheckLineTemplates(
    $limit: Int
    $offset: Int
    $orderBy: MainPaycheckLineTemplateOrderBy
    $orderDirection: OrderDirection
    $filters: MainPaycheckLineTemplateFilters
    $withFigures: Boolean!
  ) {
    mainPaycheckLineTemplates(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        number
        active
        description
        altinnDescription
        altinnFordel
        payCode
        quantity @include(if: $withFigures)
        rate @include(if: $withFigures)
        sum @include(if: $withFigures)
        carOverwrite
        projectOverwrite
        departmentOverwrite
        calculationType
        calculatePositive
        editableFromEmployeePage
        accountNumber
      }
    }
  }
`);

export const CreateMainPaycheckLineTemplateDocument = graphql(`
  mutation CreateMainPaycheckLineTemplate($input: MainPaycheckLineTemplateInput!) {
    createMainPaycheckLineTemplate(input: $input) {
      id
    }
  }
`);

export const UpdateMainPaycheckLineTemplateDocument = graphql(`
  mutation UpdateMainPaycheckLineTemplate($id: ID!, $input: MainPaycheckLineTemplateInput!) {
    updateMainPaycheckLineTemplate(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteMainPaycheckLineTemplateDocument = graphql(`
  mutation DeleteMainPaycheckLineTemplate($id: ID!) {
    deleteMainPaycheckLineTemplate(id: $id) {
      id
    }
  }
`);

export const ActiveMainTemplatesDocument = graphql(`
  query ActiveMainTemplates {
    mainPaycheckLineTemplates(limit: 500, filters: { active: true }) {
      items {
        id
        number
        description
        editableFromEmployeePage
        carOverwrite
        projectOverwrite
        departmentOverwrite
      }
    }
  }
`);

export const TemplateDimensionsDocument = graphql(`
  query TemplateDimensions {
    cars(limit: 500) {
      items {
        id
        name
      }
    }
    projects(limit: 500) {
      items {
        id
        code
        name
      }
    }
    departments(limit: 500) {
      items {
        id
        code
        name
      }
    }
  }
`);

export const PaycheckTemplateFieldsFragment = graphql(`
  fragment PaycheckTemplateFields on PaycheckTemplate {
    workRelation {
      id
      employeeName
      startDate
      endDate
    }
    lines {
      id
      position
      mainTemplate {
        id
        number
        description
        payCode
        calculationType
        editableFromEmployeePage
      }
      description
      quantity
      rate
      sum
      car {
        id
        name
      }
      project {
        id
        code
        name
      }
      department {
        id
        code
        name
      }
    }
  }
`);

export const PaycheckTemplateDocument = graphql(`
  query PaycheckTemplate($workRelationId: ID) {
    paycheckTemplate(workRelationId: $workRelationId) {
      ...PaycheckTemplateFields
    }
  }
`);

export const SavePaycheckTemplateDocument = graphql(`
  mutation SavePaycheckTemplate($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {
    savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {
      ...PaycheckTemplateFields
    }
  }
`);

export const SaveSimplifiedPaycheckTemplateDocument = graphql(`
  mutation SaveSimplifiedPaycheckTemplate($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {
    saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {
      ...PaycheckTemplateFields
    }
  }
`);
