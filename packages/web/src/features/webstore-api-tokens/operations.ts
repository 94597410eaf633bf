import { graphql } from '../../gql';

export const WebstoreApiTokensDocument = graphql(`
  query WebstoreApiTokens(
    $limit: Int
    $offset: Int
    $orderBy: WebstoreApiTokenOrderBy
    $orderDirection: OrderDirection
    $filters: WebstoreApiTokenFilters
  ) {
    webstoreApiTokens(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        description
        expiryDate
        createdAt
        expired
        createdBy {
          id
          name
        }
      }
    }
  }
`);

export const CreateWebstoreApiTokenDocument = graphql(`
  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {
    createWebstoreApiToken(input: $input) {
      tokenValue
      token {
        id
        description
        expiryDate
      }
    }
  }
`);

export const DeleteWebstoreApiTokenDocument = graphql(`
  mutation DeleteWebstoreApiToken($id: ID!) {
    deleteWebstoreApiToken(id: $id) {
      id
    }
  }
`);
