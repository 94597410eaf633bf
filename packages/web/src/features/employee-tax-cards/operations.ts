import { graphql } from '../../gql';

export const EmployeeTaxCardsDocument = graphql(`
  query EmployeeTaxCards($employeeId: ID!) {
    employeeTaxCards(employeeId: $employeeId) {
      id
      calendarYear
      taxDeductionMethod
      taxTable
      taxPercentage
      taxExemption
      taxExemptionAmountLimit
      fetchedAt
      file {
        signedBlobId
        fileName
        url
      }
    }
  }
`);

export const CreateEmployeeTaxCardDocument = graphql(`
  mutation CreateEmployeeTaxCard($employeeId: ID!, $input: EmployeeTaxCardInput!) {
    createEmployeeTaxCard(employeeId: $employeeId, input: $input) {
      id
    }
  }
`);

export const UpdateEmployeeTaxCardDocument = graphql(`
  mutation UpdateEmployeeTaxCard($id: ID!, $input: EmployeeTaxCardInput!) {
    updateEmployeeTaxCard(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteEmployeeTaxCardDocument = graphql(`
  mutation DeleteEmployeeTaxCard($id: ID!) {
    deleteEmployeeTaxCard(id: $id) {
      id
    }
  }
`);

export const FetchEmployeeTaxCardDocument = graphql(`
  mutation FetchEmployeeTaxCard($employeeId: ID!, $calendarYear: Int!) {
    fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) {
      id
      calendarYear
    }
  }
`);
