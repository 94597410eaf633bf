import { graphql } from '../../gql';

export const CustomersDocument = graphql(`
  query Customers(
    $limit: Int
    $offset: Int
    $orderBy: CustomerOrderBy
    $orderDirection: OrderDirection
    $filters: CustomerFilters
  ) {
    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        name
        unofficialName
        nameOption
        displayName
        isCompany
        organizationNumber
        customEmail
        customPhone
        invoiceDeliveryMethod
        creditDays
      }
    }
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      id
      isCompany
      name
      unofficialName
      nameOption
      organizationNumber
      reference
      customPhone
      customEmail
      invoiceDeliveryMethod
      creditDays
      ownerId
      deliveryLocations {
        id
        address
        additionalAddress
        zip
        city
        countryCode
      }
      customerContacts {
        id
        firstName
        lastName
        phone
        email
        jobTitle
        comment
      }
    }
  }
`);

/** What the form needs besides the customer: owners, countries and the unit's defaults for new customers. */
export const CustomerFormOptionsDocument = graphql(`
  query CustomerFormOptions {
    customerOwners {
      id
      name
    }
    allCountries {
      code
      name
    }
    unitInvoiceSetting {
      customerCreditDays
      customerCountry
    }
  }
`);

export const CreateCustomerDocument = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`);

export const UpdateCustomerDocument = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCustomerDocument = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      id
    }
  }
`);
