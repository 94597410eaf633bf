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
