import { graphql } from '../../gql';

export const OrdersDocument = graphql(`
  query Orders(
    $limit: Int
    $offset: Int
    $orderBy: OrderOrderBy
    $orderDirection: OrderDirection
    $filters: OrderFilters
  ) {
    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        number
        date
        status
        invoiced
        reference
        currencyCode
        payableAmount
        customer {
          id
          displayName
        }
      }
    }
  }
`);
