import { graphql } from '../../gql';

export const VacationMoneyReportDocument = graphql(`
  query VacationMoneyReport($year: Int!) {
    vacationMoneyReport(year: $year) {
      year
      payoutYear
      rows {
        employeeId
        employeeName
        birthDate
        basis
        percentage
        seniorPercentage
        ordinary
        senior
        accrued
        paid
        remaining
        employerTaxZone
        employerTaxRate
        employerTax
      }
      totals {
        basis
        ordinary
        senior
        accrued
        paid
        remaining
        employerTax
      }
    }
  }
`);

export const PaychecksSummaryReportDocument = graphql(`
  query PaychecksSummaryReport($year: Int!) {
    paychecksSummaryReport(year: $year) {
      year
      months {
        month
        period
        grossPay
        withholding
        employerTaxBasis
        employerTax
        deductions
        netPay
        paycheckCount
        employees {
          employeeId
          employeeName
          grossPay
          withholding
          employerTaxBasis
          employerTax
          deductions
          netPay
          paycheckCount
        }
      }
      totals {
        grossPay
        withholding
        employerTaxBasis
        employerTax
        deductions
        netPay
        paycheckCount
      }
    }
  }
`);

export const ReconciledAmountFieldsFragment = graphql(`
  fragment ReconciledAmountFields on ReconciledAmount {
    source
    bookkeeping
    difference
  }
`);

export const PaychecksReconciliationDocument = graphql(`
  query PaychecksReconciliation($year: Int!) {
    paychecksAndBookkeepingReconciliation(year: $year) {
      year
      months {
        month
        period
        withholding {
          ...ReconciledAmountFields
        }
        employerTax {
          ...ReconciledAmountFields
        }
        payCost {
          ...ReconciledAmountFields
        }
        flagged
      }
      totals {
        withholding {
          ...ReconciledAmountFields
        }
        employerTax {
          ...ReconciledAmountFields
        }
        payCost {
          ...ReconciledAmountFields
        }
        flagged
      }
    }
  }
`);

export const AmeldingReconciliationDocument = graphql(`
  query AmeldingReconciliation($year: Int!) {
    ameldingAndBookkeepingReconciliation(year: $year) {
      year
      months {
        month
        period
        reported
        messageCount
        withholding {
          ...ReconciledAmountFields
        }
        employerTaxBasis {
          ...ReconciledAmountFields
        }
        employerTax {
          ...ReconciledAmountFields
        }
        flagged
      }
      totals {
        withholding {
          ...ReconciledAmountFields
        }
        employerTaxBasis {
          ...ReconciledAmountFields
        }
        employerTax {
          ...ReconciledAmountFields
        }
        flagged
      }
    }
  }
`);

export const YearlyReportsDocument = graphql(`
  query YearlyReports($year: Int!) {
    yearlyReports(year: $year) {
      workRelationId
      employeeId
      employeeName
      email
      subUnitName
      grossPay
      withholding
      paycheckCount
    }
  }
`);

export const SendYearlyReportsDocument = graphql(`
  mutation SendYearlyReports($year: Int!) {
    sendYearlyReports(year: $year)
  }
`);
