import { graphql } from '../../gql';

export const PaymentMethodsDocument = graphql(`
  query PaymentMethods(
    $limit: Int
    $offset: Int
    $orderBy: PaymentMethodOrderBy
    $orderDirection: OrderDirection
    $filters: PaymentMethodFilters
  ) {
    paymentMethods(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        name
      }
    }
  }
`);

export const CreatePaymentMethodDocument = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
    }
  }
`);

export const UpdatePaymentMethodDocument = graphql(`
  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {
    updatePaymentMethod(id: $id, input: $input) {
      id
    }
  }
`);

export const DeletePaymentMethodDocument = graphql(`
  mutation DeletePaymentMethod($id: ID!) {
    deletePaymentMethod(id: $id) {
      id
    }
  }
`);
