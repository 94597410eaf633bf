/**
 * Sweep fixtures of the a-melding: an approved system user (written as the altinn-users module leaves it) and a
 * received zero report of the month before the current one, sent through the API and brought home by the
 * polling job.
 */
import { osloDate } from '../../clock.js';
import { one } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const [YEAR, MONTH] = osloDate().split('-').map(Number) as [number, number];
/** The month before the current one: due or past, and without the sweep's open paychecks. */
const PREVIOUS = MONTH === 1 ? { year: YEAR - 1, month: 12 } : { year: YEAR, month: MONTH - 1 };

export const AMELDING_KINDS = {
  amelding: {
    create: async (unit) => {
      // One approved system user per sweep unit, the Altinn fixtures' (another approval would change the unit's
      // organisation number under theirs).
      await unit.id('systemUser');
      const { sendAmelding } = await unit.call<{ sendAmelding: { id: string } }>(
        'mutation ($year: Int!, $month: Int!) { sendAmelding(year: $year, month: $month) { id } }',
        PREVIOUS,
      );
      await unit.t.runDueJobs();
      return sendAmelding.id;
    },
  },
} satisfies Kinds;

const waitsOnTheService = 'the received message of the fixture allows no check, fetch or resend: invalid_transition';

export const AMELDING_OPERATIONS: Record<string, OperationFixture> = {
  amelding: one('amelding'),
  ameldingPreview: { variables: { ...PREVIOUS, replacesId: ref('amelding') } },
  sendAmelding: { variables: { ...PREVIOUS, replacesId: ref('amelding') } },
  cancelAmelding: one('amelding'),
  archiveAmelding: one('amelding'),
  resendAmelding: { ...one('amelding'), noControl: waitsOnTheService },
  checkAmeldingStatus: { ...one('amelding'), noControl: waitsOnTheService },
  fetchAmeldingFeedback: { ...one('amelding'), noControl: waitsOnTheService },
};
