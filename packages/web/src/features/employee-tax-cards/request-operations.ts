import { graphql } from '../../gql';

/** A tax card request as the list and its dialog show it. */
export const TaxCardRequestFieldsFragment = graphql(`
  fragment TaxCardRequestFields on TaxCardRequest {
    id
    year
    status
    employeeCount
    answeredCount
    changedCount
    errorMessage
    requestedAt
    requestedByName
    retrievedAt
    archivedAt
    actions
  }
`);

export const TaxCardRequestsDocument = graphql(`
  query TaxCardRequests {
    taxCardRequests(limit: 100) {
      totalCount
      items {
        ...TaxCardRequestFields
      }
    }
  }
`);

export const TaxCardRequestDocument = graphql(`
  query TaxCardRequest($id: ID!) {
    taxCardRequest(id: $id) {
      ...TaxCardRequestFields
      results {
        id
        employeeId
        employeeName
        resultCode
        fetchedAt
        changed
        before {
          ...TaxCardTermsFields
        }
        after {
          ...TaxCardTermsFields
        }
      }
    }
  }
`);

export const TaxCardTermsFieldsFragment = graphql(`
  fragment TaxCardTermsFields on TaxCardTerms {
    taxDeductionMethod
    taxTable
    taxPercentage
    taxExemptionAmountLimit
  }
`);

export const RequestTaxCardsDocument = graphql(`
  mutation RequestTaxCards($year: Int!) {
    requestTaxCards(year: $year) {
      ...TaxCardRequestFields
    }
  }
`);

export const CheckTaxCardRequestDocument = graphql(`
  mutation CheckTaxCardRequest($id: ID!) {
    checkTaxCardRequest(id: $id) {
      ...TaxCardRequestFields
    }
  }
`);

export const ArchiveTaxCardRequestDocument = graphql(`
  mutation ArchiveTaxCardRequest($id: ID!) {
    archiveTaxCardRequest(id: $id) {
      ...TaxCardRequestFields
    }
  }
`);
