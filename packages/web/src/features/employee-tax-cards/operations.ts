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

/** The tax calculator: the table withholding of one basis (any member may ask; the tables are public). */
export const SalaryTaxTableDeductionDocument = graphql(`
  query SalaryTaxTableDeduction($year: Int!, $table: String!, $period: WithholdingPeriod!, $basis: Decimal!) {
    salaryTaxTableDeduction(year: $year, table: $table, period: $period, basis: $basis) {
      deduction
      error
    }
  }
`);
