import { graphql } from '../../gql';

export const EmployeesDocument = graphql(`
  query Employees(
    $limit: Int
    $offset: Int
    $orderBy: EmployeeOrderBy
    $orderDirection: OrderDirection
    $filters: EmployeeFilters
  ) {
    employees(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        name
        birthDate
        socialSecurityNumber
        temporarySocialSecurityNumber
        status
      }
    }
  }
`);

export const EmployeeDocument = graphql(`
  query Employee($id: ID!) {
    employee(id: $id) {
      id
      firstName
      lastName
      name
      email
      address
      zip
      city
      postbox
      postboxZip
      postboxCity
      countryCode
      phone
      phoneCountry
      birthDate
      birthDateMismatchReason
      bban
      iban
      swift
      vacationMoneyPercentage
      creditDays
      socialSecurityNumber
      temporarySocialSecurityNumber
      status
    }
  }
`);

export const EmployeeFormOptionsDocument = graphql(`
  query EmployeeFormOptions {
    allCountries {
      code
      name
      phoneCode
    }
    unitPaycheckSetting {
      defaultVacationMoneyPercentage
      defaultCreditDays
    }
  }
`);

export const EmployeeSearchDocument = graphql(`
  query EmployeeSearch($ssn: String, $tssn: String, $email: String, $phone: String) {
    employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) {
      id
      name
    }
  }
`);

export const CreateEmployeeDocument = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      id
    }
  }
`);

export const UpdateEmployeeDocument = graphql(`
  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteEmployeeDocument = graphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id) {
      id
    }
  }
`);
