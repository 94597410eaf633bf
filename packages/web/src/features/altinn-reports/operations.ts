import { graphql } from '../../gql';

/** A message named from another (what it replaces, what replaced it, a month's latest). */
export const AmeldingRefFieldsFragment = graphql(`
  fragment AmeldingRefFields on AmeldingRef {
    id
    meldingsId
    status
    kind
  }
`);

export const AmeldingPayDateSumFieldsFragment = graphql(`
  fragment AmeldingPayDateSumFields on AmeldingPayDateSum {
    payDate
    amount
    dueDate
  }
`);

export const AmeldingZoneSumFieldsFragment = graphql(`
  fragment AmeldingZoneSumFields on AmeldingZoneSum {
    subUnitName
    organizationNumber
    zone
    rate
    basis
    tax
  }
`);

/** What the list of messages shows of each. */
export const AmeldingsDocument = graphql(`
  query Ameldings($filters: AmeldingFilters, $limit: Int, $offset: Int) {
    ameldings(filters: $filters, limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        year
        month
        period
        kind
        status
        meldingsId
        deadline
        sentAt
        sentByName
        archivedAt
        employeeCount
        withholding
        employerTax
      }
    }
  }
`);

/** A message whole: its page, and the answer of every action on it (so the cache holds the new state). */
export const AmeldingFieldsFragment = graphql(`
  fragment AmeldingFields on Amelding {
    id
    year
    month
    period
    kind
    status
    meldingsId
    replaces {
      ...AmeldingRefFields
    }
    replacedBy {
      ...AmeldingRefFields
    }
    deadline
    sentAt
    sentByName
    lastCheckedAt
    feedbackFetchedAt
    archivedAt
    errorMessage
    employeeCount
    paycheckCount
    grossPay
    withholding
    employerTaxBasis
    employerTax
    garnishment
    withholdingByPayDate {
      ...AmeldingPayDateSumFields
    }
    employerTaxByZone {
      ...AmeldingZoneSumFields
    }
    feedback {
      receipt
      receivedAt
      employeeCount
      withholding
      employerTax
      periodWithholding
      periodEmployerTax
      periodGarnishment
      deviations {
        code
        severity
        name
        details
        where
      }
      payment {
        accountNumber
        withholdingKid
        employerTaxKid
        dueDate
      }
    }
    actions
    messageJson
  }
`);

export const AmeldingDocument = graphql(`
  query Amelding($id: ID!) {
    amelding(id: $id) {
      ...AmeldingFields
    }
  }
`);

export const AmeldingMonthsDocument = graphql(`
  query AmeldingMonths($year: Int!) {
    ameldingMonths(year: $year) {
      year
      month
      period
      name
      deadline
      state
      lockedPaychecks
      unreportedPaychecks
      latest {
        ...AmeldingRefFields
      }
    }
  }
`);

export const AmeldingPreviewDocument = graphql(`
  query AmeldingPreview($year: Int!, $month: Int!, $replacesId: ID) {
    ameldingPreview(year: $year, month: $month, replacesId: $replacesId) {
      year
      month
      period
      deadline
      kind
      replaces {
        ...AmeldingRefFields
      }
      employeeCount
      paycheckCount
      grossPay
      withholding
      employerTaxBasis
      employerTax
      garnishment
      withholdingByPayDate {
        ...AmeldingPayDateSumFields
      }
      employerTaxByZone {
        ...AmeldingZoneSumFields
      }
      problems
      isZeroReport
    }
  }
`);

/** Whether the system user is approved: the new page links to its settings when it is not. */
export const AmeldingSystemUserDocument = graphql(`
  query AmeldingSystemUser {
    altinnSystemUser {
      status
    }
  }
`);

export const TaxPreviewDocument = graphql(`
  query TaxPreview($year: Int!, $month: Int!) {
    taxPreview(year: $year, month: $month) {
      year
      month
      period
      employerTaxByZone {
        ...AmeldingZoneSumFields
      }
      employerTax
      employerTaxDueDate
      withholdingByPayDate {
        payDate
        amount
        dueDate
        paycheckCount
      }
      withholding
      accountNumber
      withholdingKid
      employerTaxKid
      fromFeedback
    }
  }
`);

export const NextAmeldingDeadlineDocument = graphql(`
  query NextAmeldingDeadline {
    nextAmeldingDeadline {
      year
      month
      period
      name
      deadline
      state
      daysLeft
      latest {
        ...AmeldingRefFields
      }
    }
  }
`);

export const SendAmeldingDocument = graphql(`
  mutation SendAmelding($year: Int!, $month: Int!, $replacesId: ID) {
    sendAmelding(year: $year, month: $month, replacesId: $replacesId) {
      ...AmeldingFields
    }
  }
`);

export const CancelAmeldingDocument = graphql(`
  mutation CancelAmelding($id: ID!) {
    cancelAmelding(id: $id) {
      ...AmeldingFields
    }
  }
`);

export const ResendAmeldingDocument = graphql(`
  mutation ResendAmelding($id: ID!) {
    resendAmelding(id: $id) {
      ...AmeldingFields
    }
  }
`);

export const CheckAmeldingStatusDocument = graphql(`
  mutation CheckAmeldingStatus($id: ID!) {
    checkAmeldingStatus(id: $id) {
      ...AmeldingFields
    }
  }
`);

export const FetchAmeldingFeedbackDocument = graphql(`
  mutation FetchAmeldingFeedback($id: ID!) {
    fetchAmeldingFeedback(id: $id) {
      ...AmeldingFields
    }
  }
`);

export const ArchiveAmeldingDocument = graphql(`
  mutation ArchiveAmelding($id: ID!) {
    archiveAmelding(id: $id) {
      ...AmeldingFields
    }
  }
`);
