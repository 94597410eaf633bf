import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { issueInvoice, ledgerUnit, type Ledger } from '../../test/invoice-ledger-fixture.js';
import { gqlOk } from '../../test/sweeps.js';
import { moveDelivery, startDeliveries, type DeliveryActor } from './log.js';

const LOG = `query ($id: ID!) { invoice(id: $id) { deliveries {
  id channel state recipient failure createdAt updatedAt events { state at detail } } } }`;

const actorOf = (t: TestApp, ledger: Ledger, seconds = 0): DeliveryActor => ({
  unitId: ledger.who.unitId,
  userId: ledger.who.userId,
  at: new Date(t.app.services.clock.now().getTime() + seconds * 1000),
});

describe.each(TEST_DATABASES)('the invoice’s delivery log (%s)', (kind) => {
  const t = useTestApp(kind);

  const tenant = <T>(ledger: Ledger, work: Parameters<typeof t.app.services.transactions.tenant>[1]) =>
    t.app.services.transactions.tenant(ledger.who.unitId, work) as Promise<T>;

  it('records each delivery in its channel’s first state and logs every move with its time', async () => {
    const ledger = await ledgerUnit(t);
    const invoice = await issueInvoice(t, ledger, ledger.customers.fjellvang, '2026-11-02', [
      { net: '1000', vat: 'STANDARD' },
    ]);
    const [ehf] = await tenant<{ id: string }[]>(ledger, (tx) =>
      startDeliveries(tx, actorOf(t, ledger), [{ invoiceId: invoice.id, channel: 'EHF', recipient: '0192:974760673' }]),
    );
    const [mail] = await tenant<{ id: string }[]>(ledger, (tx) =>
      startDeliveries(tx, actorOf(t, ledger, 3), [
        { invoiceId: invoice.id, channel: 'MAIL', recipient: 'Storgata 1', detail: 'Skrevet ut' },
      ]),
    );
    await tenant(ledger, (tx) => moveDelivery(tx, actorOf(t, ledger, 1), ehf!.id, { to: 'PENDING' }));
    const failing = actorOf(t, ledger, 2);
    await tenant(ledger, (tx) => moveDelivery(tx, failing, ehf!.id, { to: 'FAILED', detail: 'Mottaker ukjent' }));

    const { deliveries } = (await gqlOk(t, ledger.who, LOG, { id: invoice.id })).invoice;
    expect(deliveries).toEqual([
      expect.objectContaining({ id: ehf!.id, channel: 'EHF', state: 'FAILED', failure: 'Mottaker ukjent' }),
      expect.objectContaining({ id: mail!.id, channel: 'MAIL', state: 'DELIVERED', recipient: 'Storgata 1' }),
    ]);
    expect(deliveries[0].events.map((event: { state: string }) => event.state)).toEqual([
      'BEFORE_SENDING',
      'PENDING',
      'FAILED',
    ]);
    // The API gives times to the second.
    const failedAt = Math.floor(failing.at.getTime() / 1000) * 1000;
    expect(deliveries[0].events[2].detail).toBe('Mottaker ukjent');
    expect(Date.parse(deliveries[0].events[2].at)).toBe(failedAt);
    expect(deliveries[1].events).toEqual([{ state: 'DELIVERED', at: expect.any(String), detail: 'Skrevet ut' }]);
  });

  it('a move the channel’s table does not allow, or one already made, changes nothing', async () => {
    const ledger = await ledgerUnit(t);
    const invoice = await issueInvoice(t, ledger, ledger.customers.fjellvang, '2026-11-02', [
      { net: '500', vat: 'REDUCED' },
    ]);
    const [ehf] = await tenant<{ id: string }[]>(ledger, (tx) =>
      startDeliveries(tx, actorOf(t, ledger), [{ invoiceId: invoice.id, channel: 'EHF', recipient: '0192:974760673' }]),
    );
    expect(await tenant(ledger, (tx) => moveDelivery(tx, actorOf(t, ledger), ehf!.id, { to: 'DELIVERED' }))).toBeNull();
    expect(
      await tenant(ledger, (tx) => moveDelivery(tx, actorOf(t, ledger), ehf!.id, { to: 'PENDING' })),
    ).not.toBeNull();
    expect(await tenant(ledger, (tx) => moveDelivery(tx, actorOf(t, ledger), ehf!.id, { to: 'PENDING' }))).toBeNull();
    const { deliveries } = (await gqlOk(t, ledger.who, LOG, { id: invoice.id })).invoice;
    expect(deliveries[0].state).toBe('PENDING');
    expect(deliveries[0].events).toHaveLength(2);
  });

  it('another unit’s delivery cannot be moved from this unit', async () => {
    const ledger = await ledgerUnit(t);
    const other = await ledgerUnit(t);
    const invoice = await issueInvoice(t, ledger, ledger.customers.fjellvang, '2026-11-02', [
      { net: '500', vat: 'STANDARD' },
    ]);
    const [ehf] = await tenant<{ id: string }[]>(ledger, (tx) =>
      startDeliveries(tx, actorOf(t, ledger), [{ invoiceId: invoice.id, channel: 'EHF', recipient: '0192:974760673' }]),
    );
    const moved = await t.app.services.transactions.tenant(other.who.unitId, (tx) =>
      moveDelivery(tx, actorOf(t, other), ehf!.id, { to: 'PENDING' }),
    );
    expect(moved).toBeNull();
    expect((await gqlOk(t, ledger.who, LOG, { id: invoice.id })).invoice.deliveries[0].state).toBe('BEFORE_SENDING');
  });
});
