import { LIST_PAGE_SIZE } from '@fjord/domain';
import type {
  AmeldingFieldsFragment,
  AmeldingMonthsQuery,
  AmeldingPreviewQuery,
  AmeldingRefFieldsFragment,
  AmeldingsQuery,
  TaxPreviewQuery,
} from '../../gql/graphql';
import {
  AmeldingDocument,
  AmeldingMonthsDocument,
  AmeldingPreviewDocument,
  AmeldingsDocument,
  AmeldingSystemUserDocument,
} from './operations';

type Month = AmeldingMonthsQuery['ameldingMonths'][number];
type Preview = AmeldingPreviewQuery['ameldingPreview'];
type Row = AmeldingsQuery['ameldings']['items'][number];
type TaxPreview = TaxPreviewQuery['taxPreview'];

export const ref = (
  overrides: Partial<AmeldingRefFieldsFragment> = {},
): AmeldingRefFieldsFragment & { __typename: 'AmeldingRef' } => ({
  __typename: 'AmeldingRef',
  id: 'am-1',
  meldingsId: 'FJ-2026-05-1',
  status: 'SUCCESSFUL',
  kind: 'ORDINARY',
  ...overrides,
});

const ZONES = [
  {
    __typename: 'AmeldingZoneSum' as const,
    subUnitName: 'Fjordbemanning Bergen',
    organizationNumber: '974760673',
    zone: '1',
    rate: '14.1',
    basis: '100000.00',
    tax: '14100.00',
  },
  {
    __typename: 'AmeldingZoneSum' as const,
    subUnitName: 'Fjordbemanning Tromsø',
    organizationNumber: '912345674',
    zone: '4a',
    rate: '5.1',
    basis: '50000.00',
    tax: '2550.00',
  },
];

const PAY_DATES = [
  { __typename: 'AmeldingPayDateSum' as const, payDate: '2026-05-20', amount: '42000.00', dueDate: '2026-07-15' },
];

/** A message as the server answers AmeldingDocument: May 2026, received, with feedback. */
export function amelding(overrides: Partial<AmeldingFieldsFragment> = {}): AmeldingFieldsFragment {
  return {
    __typename: 'Amelding',
    id: 'am-1',
    year: 2026,
    month: 5,
    period: '2026-05',
    kind: 'ORDINARY',
    status: 'SUCCESSFUL',
    meldingsId: 'FJ-2026-05-1',
    replaces: null,
    replacedBy: null,
    deadline: '2026-06-05',
    sentAt: '2026-06-02T08:00:00Z',
    sentByName: 'Ola Lønn',
    lastCheckedAt: '2026-06-02T08:05:00Z',
    feedbackFetchedAt: '2026-06-02T08:05:00Z',
    archivedAt: null,
    errorMessage: null,
    employeeCount: 3,
    paycheckCount: 3,
    grossPay: '150000.00',
    withholding: '42000.00',
    employerTaxBasis: '150000.00',
    employerTax: '16650.00',
    garnishment: '0.00',
    withholdingByPayDate: PAY_DATES,
    employerTaxByZone: ZONES,
    feedback: {
      __typename: 'AmeldingFeedback',
      receipt: 'RECEIVED',
      receivedAt: '2026-06-02T08:04:00Z',
      employeeCount: 3,
      withholding: '42000.00',
      employerTax: '16700.00',
      periodWithholding: '42000.00',
      periodEmployerTax: '16700.00',
      periodGarnishment: '0.00',
      deviations: [
        {
          __typename: 'AmeldingDeviation',
          code: 'AMLD-SIM-110',
          severity: 'GUIDELINE',
          name: 'Yrkeskode mangler',
          details: 'Arbeidsforholdet har ingen yrkeskode.',
          where: 'Kari Nordmann, arbeidsforhold AF-12',
        },
        {
          __typename: 'AmeldingDeviation',
          code: 'AMLD-SIM-103',
          severity: 'IMMEDIATE',
          name: 'Avgiftsgrunnlaget stemmer ikke',
          details: null,
          where: null,
        },
      ],
      payment: {
        __typename: 'AmeldingPayment',
        accountNumber: '63450618537',
        withholdingKid: '0974760673050268',
        employerTaxKid: '0974760673051264',
        dueDate: '2026-07-15',
      },
    },
    actions: ['REPLACE', 'CANCEL', 'ARCHIVE'],
    messageJson: '{\n  "leveranse": {\n    "kildesystem": "Fjord"\n  }\n}',
    ...overrides,
  } as AmeldingFieldsFragment;
}

/** The message page's query; `uses` above one for a page that asks again (polling, a return to it). */
export const ameldingMock = (message: AmeldingFieldsFragment, uses = 1) => ({
  request: { query: AmeldingDocument, variables: { id: message.id } },
  maxUsageCount: uses,
  result: { data: { amelding: message } },
});

export function month(number: number, overrides: Partial<Month> = {}): Month {
  return {
    __typename: 'AmeldingMonth',
    year: 2026,
    month: number,
    period: `2026-${String(number).padStart(2, '0')}`,
    name: `Month ${number}`,
    deadline: `2026-${String(number + 1).padStart(2, '0')}-05`,
    state: 'NOT_DUE',
    lockedPaychecks: 0,
    unreportedPaychecks: 0,
    latest: null,
    ...overrides,
  } as Month;
}

export const monthsMock = (months: Month[], year = 2026) => ({
  request: { query: AmeldingMonthsDocument, variables: { year } },
  maxUsageCount: 5,
  result: { data: { ameldingMonths: months } },
});

export function row(overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'Amelding',
    id: 'am-1',
    year: 2026,
    month: 5,
    period: '2026-05',
    kind: 'ORDINARY',
    status: 'SUCCESSFUL',
    meldingsId: 'FJ-2026-05-1',
    deadline: '2026-06-05',
    sentAt: '2026-06-02T08:00:00Z',
    sentByName: 'Ola Lønn',
    archivedAt: null,
    employeeCount: 3,
    withholding: '42000.00',
    employerTax: '16650.00',
    ...overrides,
  } as Row;
}

export const ameldingsMock = (items: Row[], filters: { year: number; archived: boolean; status: string | null }) => ({
  request: { query: AmeldingsDocument, variables: { limit: LIST_PAGE_SIZE, offset: 0, filters } },
  maxUsageCount: 5,
  result: { data: { ameldings: { __typename: 'AmeldingPage', totalCount: items.length, items } } },
});

export function preview(overrides: Partial<Preview> = {}): Preview {
  return {
    __typename: 'AmeldingPreview',
    year: 2026,
    month: 5,
    period: '2026-05',
    deadline: '2026-06-05',
    kind: 'ORDINARY',
    replaces: null,
    employeeCount: 3,
    paycheckCount: 3,
    grossPay: '150000.00',
    withholding: '42000.00',
    employerTaxBasis: '150000.00',
    employerTax: '16650.00',
    garnishment: '0.00',
    withholdingByPayDate: PAY_DATES,
    employerTaxByZone: ZONES,
    problems: [],
    isZeroReport: false,
    ...overrides,
  } as Preview;
}

export const previewMock = (answer: Preview, replacesId: string | null = null) => ({
  request: { query: AmeldingPreviewDocument, variables: { year: answer.year, month: answer.month, replacesId } },
  maxUsageCount: 5,
  result: { data: { ameldingPreview: answer } },
});

export const systemUserMock = (status: 'NOT_REQUESTED' | 'PENDING' | 'APPROVED' | 'REJECTED') => ({
  request: { query: AmeldingSystemUserDocument },
  maxUsageCount: 5,
  result: { data: { altinnSystemUser: { __typename: 'AltinnSystemUser', status } } },
});

export function taxPreview(overrides: Partial<TaxPreview> = {}): TaxPreview {
  return {
    __typename: 'TaxPreview',
    year: 2026,
    month: 5,
    period: '2026-05',
    employerTaxByZone: ZONES,
    employerTax: '16650.00',
    employerTaxDueDate: '2026-07-15',
    withholdingByPayDate: [
      {
        __typename: 'TaxPreviewWithholding',
        payDate: '2026-05-20',
        amount: '42000.00',
        dueDate: '2026-07-15',
        paycheckCount: 3,
      },
    ],
    withholding: '42000.00',
    accountNumber: null,
    withholdingKid: null,
    employerTaxKid: null,
    fromFeedback: false,
    ...overrides,
  } as TaxPreview;
}
