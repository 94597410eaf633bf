import type { PaychecksSummaryReportQuery } from '../../gql/graphql';

/** The answers of the report queries as the server gives them (with their type names, as the mocks need). */
type Figures = Omit<PaychecksSummaryReportQuery['paychecksSummaryReport']['totals'], '__typename'>;

const ZERO: Figures = {
  grossPay: '0.00',
  withholding: '0.00',
  employerTaxBasis: '0.00',
  employerTax: '0.00',
  deductions: '0.00',
  netPay: '0.00',
  paycheckCount: 0,
};

/** A year's summary: March with two employees, the other months empty. */
export function summaryOf(year: number) {
  const march: Figures = {
    grossPay: '70350.00',
    withholding: '21000.00',
    employerTaxBasis: '70000.00',
    employerTax: '9870.00',
    deductions: '1000.00',
    netPay: '48350.00',
    paycheckCount: 2,
  };
  return {
    __typename: 'PaychecksSummaryReport',
    year,
    months: Array.from({ length: 12 }, (_, index) => ({
      __typename: 'PaychecksSummaryMonth' as const,
      month: index + 1,
      period: `${year}-${String(index + 1).padStart(2, '0')}`,
      ...(index === 2 ? march : ZERO),
      employees:
        index === 2
          ? [
              {
                __typename: 'PaychecksSummaryEmployee' as const,
                employeeId: 'e-1',
                employeeName: 'Kari Nordmann',
                ...march,
                grossPay: '40350.00',
                paycheckCount: 1,
              },
              {
                __typename: 'PaychecksSummaryEmployee' as const,
                employeeId: 'e-2',
                employeeName: 'Ola Hansen',
                ...march,
                grossPay: '30000.00',
                paycheckCount: 1,
              },
            ]
          : [],
    })),
    totals: { __typename: 'PaychecksSummaryFigures', ...march },
  };
}

export const yearlyRows = [
  {
    __typename: 'YearlyReport',
    workRelationId: 'wr-1',
    employeeId: 'e-1',
    employeeName: 'Kari Nordmann',
    email: 'kari@example.com',
    subUnitName: 'Hovedkontoret',
    grossPay: '480000.00',
    withholding: '144000.00',
    paycheckCount: 12,
  },
  {
    __typename: 'YearlyReport',
    workRelationId: 'wr-2',
    employeeId: 'e-2',
    employeeName: 'Ola Hansen',
    email: null,
    subUnitName: 'Hovedkontoret',
    grossPay: '360000.00',
    withholding: '100000.00',
    paycheckCount: 12,
  },
];
