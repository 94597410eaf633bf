import { graphql } from '../../gql';

export const PensionUnitSelectionsDocument = graphql(`
  query PensionUnitSelections(
    $limit: Int
    $offset: Int
    $orderBy: PensionUnitSelectionOrderBy
    $orderDirection: OrderDirection
    $filters: PensionUnitSelectionFilters
  ) {
    pensionUnitSelections(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        pensionUnitId
        pensionUnit {
          id
          name
          organizationNumber
        }
        validFrom
        validTo
      }
    }
  }
`);

export const PensionCompanySearchDocument = graphql(`
  query PensionCompanySearch($term: String, $date: Date!) {
    unitSearch(term: $term, date: $date, isPensionCompany: true, limit: 20) {
      id
      name
      organizationNumber
    }
  }
`);

export const CreatePensionUnitSelectionDocument = graphql(`
  mutation CreatePensionUnitSelection($input: PensionUnitSelectionInput!) {
    createPensionUnitSelection(input: $input) {
      id
    }
  }
`);

export const UpdatePensionUnitSelectionDocument = graphql(`
  mutation UpdatePensionUnitSelection($id: ID!, $input: PensionUnitSelectionInput!) {
    updatePensionUnitSelection(id: $id, input: $input) {
      id
    }
  }
`);

export const DeletePensionUnitSelectionDocument = graphql(`
  mutation DeletePensionUnitSelection($id: ID!) {
    deletePensionUnitSelection(id: $id) {
      id
    }
  }
`);
