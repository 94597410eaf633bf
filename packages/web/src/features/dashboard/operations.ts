import { graphql } from '../../gql';

export const UserCompaniesDocument = graphql(`
  query UserCompanies {
    currentUserUnits {
      id
      isCompany
    }
  }
`);

export const LegalEntityLookupDocument = graphql(`
  query LegalEntityLookup($organizationNumber: String!) {
    legalEntityLookup(organizationNumber: $organizationNumber) {
      organizationNumber
      name
      address
      zip
      city
    }
  }
`);

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($input: CreateUnitInput!) {
    createUnit(input: $input) {
      id
      name
    }
  }
`);

export const DashboardInvoiceStatisticsDocument = graphql(`
  query DashboardInvoiceStatistics($from: Date!, $to: Date!) {
    generalInvoiceStatistics(
      from: $from
      to: $to
      interval: MONTHLY
      fields: [INVOICED, INVOICE_COUNT, OUTSTANDING, OVERDUE, TOP_CUSTOMERS]
    ) {
      currencyCode
      currencyCodes
      buckets {
        start
        invoicedAmount
        invoiceCount
      }
      invoiceCount
      outstandingAmount
      overdueAmount
      topCustomers {
        customer {
          id
          name
        }
        invoicedAmount
        invoiceCount
      }
    }
  }
`);
