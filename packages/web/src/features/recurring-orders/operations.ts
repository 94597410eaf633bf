import { graphql } from '../../gql';

export const RecurringOrdersDocument = graphql(`
  query RecurringOrders(
    $limit: Int
    $offset: Int
    $orderBy: RecurringOrderOrderBy
    $orderDirection: OrderDirection
    $filters: RecurringOrderFilters
  ) {
    recurringOrders(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        active
        interval
        intervalUnit
        intervalCount
        startDate
        endDate
        nextDate
        nextCreateOn
        lastOrderDate
        reference
        currencyCode
        payableAmount
        customer {
          id
          displayName
        }
      }
    }
  }
`);

/** A recurring order with everything its form edits: the order's content and the schedule. */
export const RecurringOrderEditorDocument = graphql(`
  query RecurringOrderEditor($id: ID!) {
    recurringOrder(id: $id) {
      id
      active
      startDate
      endDate
      dateOffset
      interval
      nextDate
      lastOrderDate
      lastGeneratedOn
      currencyCode
      reference
      note
      isExport
      projectId
      departmentId
      carRegistrationId
      customer {
        id
        displayName
        ...OrderCustomerDefaults
      }
      delivery {
        ...OrderEditorDeliveryFields
      }
      lines {
        ...OrderEditorLineFields
      }
      allowanceCharges {
        ...OrderEditorAllowanceChargeFields
      }
    }
  }
`);

export const UpcomingRecurringDatesDocument = graphql(`
  query UpcomingRecurringDates($input: RecurringScheduleInput!, $count: Int) {
    upcomingRecurringDates(input: $input, count: $count) {
      date
      createOn
    }
  }
`);

export const CreateRecurringOrderDocument = graphql(`
  mutation CreateRecurringOrder($input: RecurringOrderInput!) {
    createRecurringOrder(input: $input) {
      id
      nextDate
    }
  }
`);

export const UpdateRecurringOrderDocument = graphql(`
  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {
    updateRecurringOrder(id: $id, input: $input) {
      id
      nextDate
    }
  }
`);

export const DeleteRecurringOrderDocument = graphql(`
  mutation DeleteRecurringOrder($id: ID!) {
    deleteRecurringOrder(id: $id) {
      id
    }
  }
`);
