import { graphql } from '../../gql';

export const PaycheckPeriodFieldsFragment = graphql(`
  fragment PaycheckPeriodFields on PaycheckPeriod {
    id
    year
    month
    name
    bookkeepingPeriod
    startDate
    endDate
    journalDate
    payDate
    isLocked
    standing
    paycheckCount
    lockedCount
    grossPay
    taxDeduction
    netPay
    employerTaxBasis
    employerTax
    payDates {
      paidDate
      taxDeduction
      dueDate
      netPay
      paycheckCount
    }
  }
`);

/** The year's twelve periods (none until they are created). */
export const PaycheckPeriodsDocument = graphql(`
  query PaycheckPeriods($year: Int!) {
    paycheckPeriods(year: $year) {
      ...PaycheckPeriodFields
    }
  }
`);

export const PaycheckPeriodDocument = graphql(`
  query PaycheckPeriod($id: ID!) {
    paycheckPeriod(id: $id) {
      ...PaycheckPeriodFields
    }
  }
`);

export const CreatePaycheckPeriodsDocument = graphql(`
  mutation CreatePaycheckPeriods($year: Int!) {
    createPaycheckPeriods(year: $year) {
      ...PaycheckPeriodFields
    }
  }
`);

export const UpdatePaycheckPeriodDocument = graphql(`
  mutation UpdatePaycheckPeriod($id: ID!, $input: PaycheckPeriodInput!) {
    updatePaycheckPeriod(id: $id, input: $input) {
      ...PaycheckPeriodFields
    }
  }
`);

export const LockPaycheckPeriodDocument = graphql(`
  mutation LockPaycheckPeriod($id: ID!) {
    lockPaycheckPeriod(id: $id) {
      ...PaycheckPeriodFields
    }
  }
`);

/** A year's vacation-money settings (null until the year is opened). */
export const VacationMoneySettingsDocument = graphql(`
  query VacationMoneySettings($year: Int!) {
    vacationMoneySettings(year: $year) {
      id
      year
      sector
      payoutMonth
      holidayDeductionDays
    }
  }
`);

export const SaveVacationMoneySettingsDocument = graphql(`
  mutation SaveVacationMoneySettings($year: Int!, $input: VacationMoneySettingsInput!) {
    saveVacationMoneySettings(year: $year, input: $input) {
      id
      year
      sector
      payoutMonth
      holidayDeductionDays
    }
  }
`);
