/** Sweep fixtures of overdue notices: a notice on the unit's invoice (due 2026-03-16, so 2026-03-30 is the earliest day). */
import { created } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

// The sweep's invoice settings set no reminder fee of the unit, so the notice charges none.
const NOTICE = { issueDate: '2026-03-30', dueDate: '2026-04-13', charge: '0', includeInterest: true };

export const OVERDUE_NOTICE_KINDS = {
  overdueNotice: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($invoiceId: ID!, $input: CreateOverdueNoticeInput!) { createOverdueNotice(invoiceId: $invoiceId, input: $input) { id } }',
        { invoiceId: await unit.id('invoice'), input: NOTICE },
      ),
  },
} satisfies Kinds;

export const OVERDUE_NOTICE_OPERATIONS: Record<string, OperationFixture> = {
  createOverdueNotice: { variables: { invoiceId: ref('invoice'), input: NOTICE } },
};
