/** Sweep fixtures of overdue notices: a notice on the unit's invoice (due 2026-03-16, so 2026-03-30 is the earliest day). */
import { ref, type OperationFixture } from './refs.js';

export const OVERDUE_NOTICE_OPERATIONS: Record<string, OperationFixture> = {
  createOverdueNotice: {
    variables: {
      invoiceId: ref('invoice'),
      // The sweep's invoice settings set no reminder fee of the unit, so the notice charges none.
      input: { issueDate: '2026-03-30', dueDate: '2026-04-13', charge: '0', includeInterest: true },
    },
  },
};
