import { and, asc, eq, sql } from 'drizzle-orm';
import { isoDateParts } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Services } from '../../services.js';
import { paychecks } from '../paychecks/tables.js';
import { SimulatedAmeldingService } from '../../skatteetaten/amelding-simulator.js';
import { approvedSender } from './sender.js';
import { ameldingService } from './service.js';

/**
 * The demo staffing company's a-meldinger: every month of the year with locked paychecks is sent through the
 * service and its feedback fetched at once, except the latest month, which is left for the user to send. Runs
 * after the seed's transaction, as a user's sends would; without an approved system user nothing is sent. The demo
 * only ever reports to the simulated a-ordning, here one that answers without delay, so seeding stays quick.
 */
export async function seedDemoAmeldings(base: Services, actor: Actor, today: string): Promise<void> {
  if (base.config.ameldingService !== 'simulator') return;
  const services: Services = {
    ...base,
    ameldingService: new SimulatedAmeldingService(base.transactions, base.clock, { delayMs: 0, feedbackMs: 0 }),
  };
  const { year } = isoDateParts(today);
  const monthOf = sql<number>`extract(month from ${paychecks.paidDate})::int`;
  const months = await services.transactions.tenant(actor.unitId, async (tx) => {
    if (!(await approvedSender(tx, actor.unitId))) return [];
    const rows = await tx
      .selectDistinct({ month: monthOf })
      .from(paychecks)
      .where(and(eq(paychecks.status, 'LOCKED'), sql`extract(year from ${paychecks.paidDate})::int = ${year}`))
      .orderBy(asc(monthOf));
    return rows.map((row) => row.month);
  });
  for (const month of months.slice(0, -1)) {
    const sent = await ameldingService.send(services, actor, { year, month, replacesId: null });
    await ameldingService.poll(services, actor, sent.id);
  }
}
