import { graphql } from '../../gql';

export const SubUnitsDocument = graphql(`
  query SubUnits(
    $limit: Int
    $offset: Int
    $orderBy: SubUnitOrderBy
    $orderDirection: OrderDirection
    $filters: SubUnitFilters
  ) {
    subUnits(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        name
        organizationNumber
        departmentId
        department {
          id
          code
          name
        }
        municipalityNumber
        municipality {
          number
          name
          employerTaxZones {
            zone
            comment
          }
        }
        employerTaxZone
      }
    }
  }
`);

export const SubUnitOptionsDocument = graphql(`
  query SubUnitOptions {
    subUnits(limit: 500, orderBy: name) {
      items {
        id
        name
        organizationNumber
      }
    }
  }
`);

export const CreateSubUnitDocument = graphql(`
  mutation CreateSubUnit($input: SubUnitInput!) {
    createSubUnit(input: $input) {
      id
    }
  }
`);

export const UpdateSubUnitDocument = graphql(`
  mutation UpdateSubUnit($id: ID!, $input: SubUnitInput!) {
    updateSubUnit(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteSubUnitDocument = graphql(`
  mutation DeleteSubUnit($id: ID!) {
    deleteSubUnit(id: $id) {
      id
    }
  }
`);

export const SubUnitDepartmentsDocument = graphql(`
  query SubUnitDepartments {
    departments(limit: 500) {
      items {
        id
        code
        name
      }
    }
  }
`);
