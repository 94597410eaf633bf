import { graphql } from '../../gql';

export const VatRatesDocument = graphql(`
  query VatRates(
    $limit: Int
    $offset: Int
    $orderBy: VatRateOrderBy
    $orderDirection: OrderDirection
    $filters: VatRateFilters
  ) {
    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        vatRateSymbol
        percentage
        activeFrom
        activeTo
      }
    }
  }
`);

export const CreateVatRateDocument = graphql(`
  mutation CreateVatRate($input: VatRateInput!) {
    createVatRate(input: $input) {
      id
    }
  }
`);

export const UpdateVatRateDocument = graphql(`
  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {
    updateVatRate(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteVatRateDocument = graphql(`
  mutation DeleteVatRate($id: ID!) {
    deleteVatRate(id: $id) {
      id
    }
  }
`);
