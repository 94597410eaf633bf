import { graphql } from '../../gql';

/** What the paycheck list shows of each paycheck (and "Lock all" needs: its tax warning). */
export const PaychecksDocument = graphql(`
  query Paychecks(
    $limit: Int
    $offset: Int
    $orderBy: PaycheckOrderBy
    $orderDirection: OrderDirection
    $filters: PaycheckFilters
  ) {
    paychecks(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        number
        status
        reportingStatus
        periodId
        period {
          id
          name
        }
        employeeId
        employeeName
        paidDate
        grossPay
        taxDeduction
        expectedTaxDeduction
        taxWarning
        taxConfirmed
        netPay
      }
    }
  }
`);

export const PaycheckUserFieldsFragment = graphql(`
  fragment PaycheckUserFields on PaycheckUser {
    id
    name
  }
`);

export const PaycheckFieldsFragment = graphql(`
  fragment PaycheckFields on Paycheck {
    id
    number
    status
    reportingStatus
    periodId
    period {
      id
      year
      month
      name
      isLocked
      standing
      startDate
      endDate
      payDate
    }
    workRelationId
    employeeId
    subUnitId
    employeeName
    employeeAddress
    employeeZip
    employeeCity
    employeeSocialSecurityNumber
    employeeBban
    employeeIban
    startDate
    endDate
    paidDate
    journalDate
    comment
    internalComment
    advancedMode
    manualTax
    taxDeductionMethod
    taxTable
    taxPercentage
    taxExemption
    halfTax
    lines {
      id
      position
      mainTemplateId
      templateNumber
      description
      altinnFordel
      payCode
      quantity
      rate
      sum
      carId
      projectId
      departmentId
      calculationType
      withholding
      employerTax
      vacationPayBasis
      altinn
      taxDeduction
      garnishment
    }
    prepayments {
      id
      paymentDate
      amount
    }
    grossPay
    withholdingBasis
    extraWithholdingBasis
    taxDeduction
    expectedTaxDeduction
    taxWarning
    taxError
    vacationPayBasis
    vacationPay
    employerTaxZone
    employerTaxBasis
    employerTax
    netPay
    missingBookkeeping
    taxConfirmed
    lockedAt
    lockedBy {
      ...PaycheckUserFields
    }
    savedBy {
      ...PaycheckUserFields
    }
    paidDateUpdatedAt
    paidDateUpdatedBy {
      ...PaycheckUserFields
    }
    createdAt
  }
`);

export const PaycheckDocument = graphql(`
  query Paycheck($id: ID!) {
    paycheck(id: $id) {
      ...PaycheckFields
    }
  }
`);

export const CreatePaycheckDocument = graphql(`
  mutation CreatePaycheck($input: PaycheckInput!, $draft: Boolean) {
    createPaycheck(input: $input, draft: $draft) {
      id
      number
      status
    }
  }
`);

export const UpdatePaycheckDocument = graphql(`
  mutation UpdatePaycheck($id: ID!, $input: PaycheckInput!) {
    updatePaycheck(id: $id, input: $input) {
      ...PaycheckFields
    }
  }
`);

export const DeletePaycheckDocument = graphql(`
  mutation DeletePaycheck($id: ID!) {
    deletePaycheck(id: $id) {
      id
    }
  }
`);

export const CreatePaycheckFromDraftDocument = graphql(`
  mutation CreatePaycheckFromDraft($id: ID!) {
    createPaycheckFromDraft(id: $id) {
      ...PaycheckFields
    }
  }
`);

export const CancelPaycheckDraftDocument = graphql(`
  mutation CancelPaycheckDraft($id: ID!) {
    cancelPaycheckDraft(id: $id) {
      id
    }
  }
`);

export const LockPaycheckDocument = graphql(`
  mutation LockPaycheck($id: ID!, $confirmTooLowTax: Boolean) {
    lockPaycheck(id: $id, confirmTooLowTax: $confirmTooLowTax) {
      ...PaycheckFields
    }
  }
`);

export const LockPaychecksDocument = graphql(`
  mutation LockPaychecks($ids: [ID!]!, $confirmTooLowTax: Boolean) {
    lockPaychecks(ids: $ids, confirmTooLowTax: $confirmTooLowTax) {
      id
      status
    }
  }
`);

export const UpdatePaycheckPaidDateDocument = graphql(`
  mutation UpdatePaycheckPaidDate($id: ID!, $paidDate: Date!) {
    updatePaycheckPaidDate(id: $id, paidDate: $paidDate) {
      ...PaycheckFields
    }
  }
`);

export const CreatePeriodPaychecksDocument = graphql(`
  mutation CreatePeriodPaychecks($periodId: ID!) {
    createPeriodPaychecks(periodId: $periodId) {
      created {
        id
        number
        employeeName
      }
      skippedWorkRelationIds
    }
  }
`);

/** Employees by name, for the list's employee filter and the new paycheck's employee. */
export const PaycheckEmployeeSearchDocument = graphql(`
  query PaycheckEmployeeSearch($name: String) {
    employees(limit: 20, filters: { name: $name }, orderBy: last_name, orderDirection: ASC) {
      items {
        id
        name
        status
      }
    }
  }
`);

/** The work relations a new paycheck may be for: the chosen employee's. */
export const PaycheckWorkRelationsDocument = graphql(`
  query PaycheckWorkRelations($employeeId: ID!) {
    workRelations(employeeId: $employeeId) {
      id
      subUnitId
      subUnit {
        id
        name
      }
      occupation {
        code
        name
      }
      startDate
      endDate
    }
  }
`);

/** The work relation of /paychecks/new?workRelationId=…, to name its employee. */
export const PaycheckWorkRelationDocument = graphql(`
  query PaycheckWorkRelation($id: ID!) {
    workRelation(id: $id) {
      id
      employee {
        id
        name
      }
    }
  }
`);

/** E-mails payslips of locked paychecks to their employees; answers how many were queued. */
export const EmailPayslipsDocument = graphql(`
  mutation EmailPayslips($ids: [ID!]!, $withPassword: Boolean) {
    emailPayslips(ids: $ids, withPassword: $withPassword)
  }
`);
