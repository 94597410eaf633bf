import { graphql } from '../../gql';

/** A municipality as the register page lists it, and as saving or deleting its details answers. */
export const MunicipalityRowFieldsFragment = graphql(`
  fragment MunicipalityRowFields on Municipality {
    number
    name
    countyNumber
    countyName
    employerTaxZones {
      zone
      comment
    }
    details {
      id
      bban
      organizationNumber
      organizationName
      contactName
      contactPhone
      contactEmail
      address
      zip
      city
    }
  }
`);

export const MunicipalitiesDocument = graphql(`
  query Municipalities(
    $limit: Int
    $offset: Int
    $orderBy: MunicipalityOrderBy
    $orderDirection: OrderDirection
    $filters: MunicipalityFilters
  ) {
    municipalities(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        ...MunicipalityRowFields
      }
    }
  }
`);

export const MunicipalitySearchDocument = graphql(`
  query MunicipalitySearch($term: String!, $limit: Int) {
    municipalitySearch(term: $term, limit: $limit) {
      number
      name
      countyName
      employerTaxZones {
        zone
      }
    }
  }
`);

/** A municipality by number: how a chosen one is named, and the zones a split one is chosen among. */
export const MunicipalityDocument = graphql(`
  query Municipality($number: String!) {
    municipality(number: $number) {
      number
      name
      employerTaxZones {
        zone
        comment
      }
    }
  }
`);

export const SaveMunicipalityDetailsDocument = graphql(`
  mutation SaveMunicipalityDetails($number: String!, $input: MunicipalityDetailsInput!) {
    saveMunicipalityDetails(number: $number, input: $input) {
      ...MunicipalityRowFields
    }
  }
`);

export const DeleteMunicipalityDetailsDocument = graphql(`
  mutation DeleteMunicipalityDetails($number: String!) {
    deleteMunicipalityDetails(number: $number) {
      ...MunicipalityRowFields
    }
  }
`);
