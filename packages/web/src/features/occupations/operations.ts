import { graphql } from '../../gql';

export const OccupationsDocument = graphql(`
  query Occupations(
    $limit: Int
    $offset: Int
    $orderBy: OccupationOrderBy
    $orderDirection: OrderDirection
    $filters: OccupationFilters
  ) {
    occupations(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        code
        name
        shortName
        validFrom
        validTo
      }
    }
  }
`);

export const OccupationSearchDocument = graphql(`
  query OccupationSearch($term: String!, $limit: Int) {
    occupationSearch(term: $term, limit: $limit) {
      code
      name
      validTo
    }
  }
`);

export const OccupationDocument = graphql(`
  query Occupation($code: String!) {
    occupation(code: $code) {
      code
      name
    }
  }
`);
