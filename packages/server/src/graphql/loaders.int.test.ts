import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';
import { gqlOk } from '../test/sweeps.js';
import { departments } from '../modules/departments/tables.js';
import { createLoaders, recordLoader } from './loaders.js';

const PAGE = `{ products { items { number prices { salePrice } activePeriods { activeFrom } currentPrice { salePrice }
  isActive images { fileName } project { id } department { id name } productGroup { id } supplierUnit { id }
  createdBy { name } } } }`;

describe.each(TEST_DATABASES)('DataLoader registry (%s)', (kind) => {
  const t = useTestApp(kind);

  async function department(me: Fixture, code: string): Promise<string> {
    const [row] = await t.app.services.transactions.tenant(me.unitId, (tx) =>
      tx
        .insert(departments)
        .values({ unitId: me.unitId, code, name: `Avdeling ${code}` })
        .returning(),
    );
    return row!.id;
  }

  async function products(me: Fixture, count: number, departmentId: string): Promise<void> {
    for (let i = 1; i <= count; i++) {
      await gqlOk(t, me, `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, {
        input: {
          number: `${i}`,
          name: `Vare ${i}`,
          unitOfMeasureCode: 'EA',
          vatRateSymbol: 'STANDARD',
          departmentId,
          prices: [{ validFrom: '2025-01-01', purchasePrice: '10', salePrice: '20' }],
          activePeriods: [{ activeFrom: '2025-01-01' }],
        },
      });
    }
  }

  it('reads every relation of a whole page in one more transaction, however many rows the page has', async () => {
    const tenant = vi.spyOn(t.app.services.transactions, 'tenant');
    try {
      const transactionsFor = async (count: number) => {
        const me = await userWithUnit(t);
        await products(me, count, await department(me, 'D1'));
        tenant.mockClear();
        const answer = await gqlOk(t, me, PAGE);
        expect(answer.products.items).toHaveLength(count);
        expect(answer.products.items[0].department.name).toBe('Avdeling D1');
        expect(answer.products.items[0].currentPrice.salePrice).toMatch(/^20(\.0+)?$/);
        return tenant.mock.calls.length;
      };
      // The list's own transaction and one for all of its relations.
      expect(await transactionsFor(1)).toBe(2);
      expect(await transactionsFor(6)).toBe(2);
    } finally {
      tenant.mockRestore();
    }
  });

  it("never answers another unit's row: a loader reads in its request's unit only", async () => {
    const mine = await userWithUnit(t);
    const theirs = await userWithUnit(t);
    const own = await department(mine, 'A1');
    const foreign = await department(theirs, 'B1');
    const ctx = { loaders: createLoaders(t.app.services.transactions, mine.unitId) };
    const [found, hidden] = await Promise.all([
      recordLoader(ctx, departments).load(own),
      recordLoader(ctx, departments).load(foreign),
    ]);
    expect(found?.id).toBe(own);
    expect(hidden).toBeNull();
  });

  it('refuses to read related records of a unit for a request without one', async () => {
    const ctx = { loaders: createLoaders(t.app.services.transactions, null) };
    await expect(recordLoader(ctx, departments).load('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'Related records of a unit were asked for without a unit',
    );
  });
});
