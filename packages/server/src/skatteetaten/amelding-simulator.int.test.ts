import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildAmelding, readAmeldingFeedback, type AmeldingInput, type AmeldingMessage } from '@fjord/domain';
import { ameldingInput, ORGANIZATION, TRICKY_MONTHS } from '../../../domain/src/payroll/a-melding/testing/months.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { AmeldingRefusal, type AmeldingSubmission } from './amelding-port.js';
import { SIMULATED_AMELDING_OUTAGE, SimulatedAmeldingService } from './amelding-simulator.js';
import { simulatedAmeldingDeliveries } from './simulator-tables.js';

const sender = { organizationNumber: ORGANIZATION, systemUserId: 'system-user-1' };

/** The submission of a message for its month, with a new idempotency key unless one is given. */
function submission(message: AmeldingMessage, overrides: Partial<AmeldingSubmission> = {}): AmeldingSubmission {
  return {
    sender,
    month: message.leveranse.kalendermaaned,
    message,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const messageOf = (overrides: Partial<AmeldingInput>) => buildAmelding(ameldingInput(overrides));

describe.each(TEST_DATABASES)('the simulated a-melding service (%s)', (kind) => {
  const t = useTestApp(kind);
  const service = (options: { delayMs?: number; feedbackMs?: number } = {}) =>
    new SimulatedAmeldingService(t.app.services.transactions, t.clock, {
      delayMs: options.delayMs ?? 0,
      feedbackMs: options.feedbackMs ?? 0,
    });
  const deliveriesOf = (month: string) =>
    t.app.services.transactions.system((tx) =>
      tx.select().from(simulatedAmeldingDeliveries).where(eq(simulatedAmeldingDeliveries.month, month)),
    );

  it('is the server’s a-melding service by default', () => {
    expect(t.app.services.ameldingService).toBeInstanceOf(SimulatedAmeldingService);
  });

  it('takes a valid message and answers a receipt with dialog, transmission and meldingsId', async () => {
    const receipt = await service().submit(submission(messageOf({ month: '2026-01', meldingsId: 'AM-2026-01-1' })));
    expect(receipt).toMatchObject({ meldingsId: 'AM-2026-01-1' });
    expect(receipt.dialogId).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipt.transmissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deliveriesOf('2026-01')).toHaveLength(1);
  });

  it('refuses a call whose organisation number (AMLD_1051) or month (AMLD_1052) in the path differs from the message’s', async () => {
    const message = messageOf({ month: '2026-02', meldingsId: 'AM-2026-02-1' });
    const refused = (overrides: Partial<AmeldingSubmission>) =>
      service()
        .submit(submission(message, overrides))
        .catch((error: unknown) => error);
    expect(await refused({ sender: { ...sender, organizationNumber: '313001008' } })).toMatchObject({
      code: 'AMLD_1051',
      httpStatus: 400,
    });
    expect(await refused({ month: '2026-03' })).toMatchObject({ code: 'AMLD_1052', httpStatus: 400 });
    expect(await refused({ sender: { ...sender, systemUserId: '' } })).toMatchObject({ code: 'AMLD_1063' });
    expect(await deliveriesOf('2026-02')).toEqual([]);
  });

  it('refuses a message the schema refuses (AMLD_010), naming the problem', async () => {
    const message = messageOf({ month: '2026-02', meldingsId: 'AM 2026/02' });
    const error = await service()
      .submit(submission(message))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmeldingRefusal);
    expect(error).toMatchObject({ code: 'AMLD_010', httpStatus: 400 });
    expect((error as AmeldingRefusal).text).toContain('/leveranse/meldingsId');
  });

  it('the same idempotency key with the same body answers the same receipt once taken; with another body AMLD_019 (409)', async () => {
    const message = messageOf({ month: '2026-04', meldingsId: 'AM-2026-04-1' });
    const call = submission(message);
    const first = await service().submit(call);
    expect(await service().submit(structuredClone(call))).toEqual(first);
    expect(await deliveriesOf('2026-04')).toHaveLength(1);
    const other = messageOf({ month: '2026-04', meldingsId: 'AM-2026-04-2' });
    await expect(service().submit({ ...call, message: other })).rejects.toMatchObject({
      code: 'AMLD_019',
      httpStatus: 409,
    });
  });

  it('the same call twice at once is taken once, both answered with its receipt', async () => {
    const call = submission(messageOf({ month: '2026-10', meldingsId: 'AM-2026-10-1' }));
    const [one, two] = await Promise.all([service().submit(call), service().submit(structuredClone(call))]);
    expect(two).toEqual(one);
    expect(await deliveriesOf('2026-10')).toHaveLength(1);
  });

  it('takes its time and is down for the outage organisation number', async () => {
    const message = messageOf({ month: '2026-05', organizationNumber: SIMULATED_AMELDING_OUTAGE });
    const started = Date.now();
    const error = await service({ delayMs: 60 })
      .submit(submission(message, { sender: { ...sender, organizationNumber: SIMULATED_AMELDING_OUTAGE } }))
      .catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(
      service().progress({ ...sender, organizationNumber: SIMULATED_AMELDING_OUTAGE }, 'x'),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('is WAITING until the feedback time has passed, then FEEDBACK_READY with the same feedback ids each time', async () => {
    const slow = service({ feedbackMs: 60_000 });
    const receipt = await slow.submit(submission(messageOf({ month: '2026-09', meldingsId: 'AM-2026-09-1' })));
    expect(await slow.progress(sender, receipt.dialogId)).toEqual({ state: 'WAITING' });
    await expect(
      slow.feedback(sender, { dialogId: receipt.dialogId, feedbackTransmissionId: 'x', feedbackDocumentId: 'y' }),
    ).rejects.toMatchObject({ code: 'AMLD_1061' });
    t.clock.advance(60_000);
    const ready = await slow.progress(sender, receipt.dialogId);
    expect(ready).toMatchObject({ state: 'FEEDBACK_READY' });
    expect(await slow.progress(sender, receipt.dialogId)).toEqual(ready);
  });

  it('an unknown dialog, or another organisation’s, is AMLD_1061; a wrong document AMLD_1050', async () => {
    const receipt = await service().submit(submission(messageOf({ month: '2026-07', meldingsId: 'AM-2026-07-1' })));
    await expect(service().progress(sender, randomUUID())).rejects.toMatchObject({
      code: 'AMLD_1061',
      httpStatus: 404,
    });
    await expect(
      service().progress({ ...sender, organizationNumber: '313001008' }, receipt.dialogId),
    ).rejects.toMatchObject({ code: 'AMLD_1061' });
    const ready = await service().progress(sender, receipt.dialogId);
    if (ready.state !== 'FEEDBACK_READY') throw new Error('not ready');
    await expect(
      service().feedback(sender, {
        dialogId: receipt.dialogId,
        feedbackTransmissionId: ready.feedbackTransmissionId,
        feedbackDocumentId: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'AMLD_1050' });
  });

  it('the feedback is computed from what the organisation sent for the month up to the message: a replacement', async () => {
    const first = TRICKY_MONTHS['a replacement']!;
    const original = buildAmelding({
      ...first,
      month: '2026-08',
      meldingsId: 'AM-2026-08-1',
      replacesMeldingsId: null,
    });
    const replacement = buildAmelding({
      ...first,
      month: '2026-08',
      meldingsId: 'AM-2026-08-2',
      replacesMeldingsId: 'AM-2026-08-1',
    });
    const simulator = service();
    const feedbackOf = async (message: AmeldingMessage) => {
      const receipt = await simulator.submit(submission(message));
      return async () => {
        const ready = await simulator.progress(sender, receipt.dialogId);
        if (ready.state !== 'FEEDBACK_READY') throw new Error('not ready');
        return simulator.feedback(sender, { dialogId: receipt.dialogId, ...ready });
      };
    };
    const firstFeedback = await feedbackOf(original);
    const secondFeedback = await feedbackOf(replacement);
    expect(readAmeldingFeedback(await firstFeedback(), 'AM-2026-08-1')).toMatchObject({
      receipt: 'RECEIVED',
      withholding: '11250.00',
      employerTax: '6345.00',
    });
    expect(readAmeldingFeedback(await firstFeedback(), 'AM-2026-08-2')).toBeNull();
    const later = await secondFeedback();
    expect(readAmeldingFeedback(later, 'AM-2026-08-1')!.receipt).toBe('REPLACED');
    expect(readAmeldingFeedback(later, 'AM-2026-08-2')).toMatchObject({
      receipt: 'RECEIVED',
      periodWithholding: '11250.00',
      periodEmployerTax: '6345.00',
      payment: { accountNumber: '82760100001', dueDate: '2026-09-15' },
    });
  });

  it('the pack’s full example is received without remarks, its sums those of the example', async () => {
    const example = JSON.parse(
      readFileSync(new URL('./fixtures/example-full.json', import.meta.url), 'utf8'),
    ) as AmeldingMessage;
    const simulator = service();
    const receipt = await simulator.submit(submission(example));
    const ready = await simulator.progress(sender, receipt.dialogId);
    if (ready.state !== 'FEEDBACK_READY') throw new Error('not ready');
    const reading = readAmeldingFeedback(
      await simulator.feedback(sender, { dialogId: receipt.dialogId, ...ready }),
      'AM-2026-06-1',
    );
    expect(reading).toMatchObject({
      receipt: 'RECEIVED',
      employeeCount: 4,
      employerTax: '36071.00',
      withholding: '38100.00',
      periodGarnishment: '2500.00',
      deviations: [],
    });
  });
});
