import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { osloDate } from '../units/service.js';
import { productGroups } from '../product-groups/tables.js';
import { productActivePeriods, productImages, productPrices, products } from '../products/tables.js';

const FIELDS = 'id description expiryDate createdAt createdBy { id name } expired';
const LIST = `query ($orderBy: WebstoreApiTokenOrderBy, $orderDirection: OrderDirection, $filters: WebstoreApiTokenFilters) {
  webstoreApiTokens(orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) { totalCount items { ${FIELDS} } } }`;
const CREATE = `mutation ($input: CreateWebstoreApiTokenInput!) {
  createWebstoreApiToken(input: $input) { tokenValue token { ${FIELDS} } } }`;
const DELETE = `mutation ($id: ID!) { deleteWebstoreApiToken(id: $id) { ${FIELDS} } }`;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD plus days. */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

type ApiAnswer = {
  items: Record<string, any>[];
  totalCount: number;
  limit: number;
  offset: number;
  error?: string;
  parameter?: string;
};

describe.each(TEST_DATABASES)('web shop API tokens (%s)', (kind) => {
  const t = useTestApp(kind);
  const today = () => osloDate(t.clock.now());

  const create = async (who: Fixture, input: Record<string, unknown> = {}) =>
    (
      await gqlOk(t, who, CREATE, {
        input: { description: 'Nettbutikk (Shopify)', expiryDate: plusDays(today(), 90), ...input },
      })
    ).createWebstoreApiToken as { tokenValue: string; token: Record<string, any> };
  const tokenRows = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select * from webstore_api_tokens order by created_at`)) as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    });
  const callApi = async (token: string | null, query = '') => {
    const response = await fetch(`${t.url}/api/webstore/v1/products${query}`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer, headers: response.headers };
  };

  async function uploadImage(who: Fixture): Promise<string> {
    const response = await fetch(`${t.url}/files?kind=product_image`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.token}`,
        'x-unit-id': who.unitId,
        'content-type': 'image/png',
        'x-file-name': encodeURIComponent('kaffekjele.png'),
      },
      body: PNG,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { signedBlobId: string }).signedBlobId;
  }

  /** Products straight in the database: active, inactive, without a price, in a group, with an image. */
  async function seedProducts(who: Fixture, app: TestApp) {
    const imageId = await uploadImage(who);
    const day = today();
    return app.app.services.transactions.tenant(who.unitId, async (tx) => {
      const by = { unitId: who.unitId, createdById: who.userId, updatedById: who.userId };
      const [group] = await tx
        .insert(productGroups)
        .values({ ...by, name: 'Kjøkken' })
        .returning();
      const made = await tx
        .insert(products)
        .values([
          {
            ...by,
            number: '1001',
            name: 'Kaffekjele 1,5 l',
            unitOfMeasureCode: 'EA',
            vatRateSymbol: 'STANDARD',
            productGroupId: group!.id,
            description: 'Emaljert stål',
          },
          { ...by, number: '1002', name: 'Kaffe 500 g', unitOfMeasureCode: 'EA', vatRateSymbol: 'REDUCED' },
          { ...by, number: '1003', name: 'Utgått termos', unitOfMeasureCode: 'EA', vatRateSymbol: 'STANDARD' },
          { ...by, number: '1004', name: 'Tursekk uten pris', unitOfMeasureCode: 'EA', vatRateSymbol: 'STANDARD' },
        ])
        .returning();
      const [kjele, kaffe, termos, tursekk] = made;
      await tx.insert(productActivePeriods).values([
        { ...by, productId: kjele!.id, activeFrom: plusDays(day, -30), activeTo: null },
        { ...by, productId: kaffe!.id, activeFrom: plusDays(day, -30), activeTo: plusDays(day, 30) },
        { ...by, productId: termos!.id, activeFrom: plusDays(day, -60), activeTo: plusDays(day, -1) },
        { ...by, productId: tursekk!.id, activeFrom: day, activeTo: null },
      ]);
      await tx.insert(productPrices).values([
        {
          ...by,
          productId: kjele!.id,
          validFrom: plusDays(day, -30),
          validTo: plusDays(day, -1),
          purchasePrice: '80',
          salePrice: '179',
        },
        { ...by, productId: kjele!.id, validFrom: day, validTo: null, purchasePrice: '90', salePrice: '199' },
        {
          ...by,
          productId: kaffe!.id,
          validFrom: plusDays(day, -30),
          validTo: null,
          purchasePrice: '40',
          salePrice: '79.90',
        },
        {
          ...by,
          productId: termos!.id,
          validFrom: plusDays(day, -60),
          validTo: null,
          purchasePrice: '100',
          salePrice: '249',
        },
      ]);
      await tx.insert(productImages).values({ ...by, productId: kjele!.id, fileId: imageId, position: 0 });
      return { groupId: group!.id, kjeleId: kjele!.id };
    });
  }

  it('creates a token whose value is answered once and stored only as its SHA-256 hash', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, { description: ' Nettbutikk ' });
    expect(created.tokenValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      description: 'Nettbutikk',
      expired: false,
      createdBy: { id: me.userId, name: 'Kari Nordmann' },
    });
    const [row] = await tokenRows(me.unitId);
    expect(row!.token_hash).toBe(createHash('sha256').update(created.tokenValue).digest('hex'));
    // The value appears in no column of the row.
    expect(Object.values(row!).map(String)).not.toContain(created.tokenValue);
    expect(JSON.stringify(row)).not.toContain(created.tokenValue);
    // The list has no field for the value; the token answers without it.
    const listed = (await gqlOk(t, me, LIST)).webstoreApiTokens;
    expect(listed).toEqual({ totalCount: 1, items: [created.token] });
    const asked = await gql(
      t,
      `query { webstoreApiTokens { items { tokenValue } } }`,
      {},
      { token: me.token, unitId: me.unitId },
    );
    expect(errorCode(asked) ?? asked.body.errors?.[0]?.message).toMatch(/tokenValue|GRAPHQL_VALIDATION_FAILED/);
    expect(await tokenRows(me.unitId)).toHaveLength(1);
  });

  it('lists newest first by default, sorts by description and filters by it', async () => {
    const me = await userWithUnit(t);
    await create(me, { description: 'Alfa' });
    await create(me, { description: 'Charlie' });
    await create(me, { description: 'Bravo' });
    const names = (data: Record<string, any>) =>
      data.webstoreApiTokens.items.map((item: { description: string }) => item.description);
    expect(names(await gqlOk(t, me, LIST))).toEqual(['Bravo', 'Charlie', 'Alfa']);
    expect(names(await gqlOk(t, me, LIST, { orderBy: 'description', orderDirection: 'ASC' }))).toEqual([
      'Alfa',
      'Bravo',
      'Charlie',
    ]);
    expect(names(await gqlOk(t, me, LIST, { filters: { description: 'ar' } }))).toEqual(['Charlie']);
  });

  it.each([
    ['a blank description', { description: ' ' }, 'description', 'blank'],
    ['no expiry date', { expiryDate: null }, 'expiryDate', 'blank'],
    ['an expiry date today', { expiryDate: 'TODAY' }, 'expiryDate', 'after'],
    ['an expiry date in the past', { expiryDate: 'YESTERDAY' }, 'expiryDate', 'after'],
    ['an expiry more than two years ahead', { expiryDate: 'TOO_LATE' }, 'expiryDate', 'date_before_or_equal_to'],
  ])('refuses %s and stores nothing', async (_name, change, attribute, type) => {
    const me = await userWithUnit(t);
    const dates: Record<string, string> = {
      TODAY: today(),
      YESTERDAY: plusDays(today(), -1),
      TOO_LATE: plusDays(today(), 2 * 366 + 1),
    };
    const input: Record<string, unknown> = { description: 'Nettbutikk', expiryDate: plusDays(today(), 30), ...change };
    if (typeof input.expiryDate === 'string' && input.expiryDate in dates) input.expiryDate = dates[input.expiryDate];
    expect(await gqlValidations(t, me, CREATE, { input })).toEqual([{ model: 'webstoreApiToken', attribute, type }]);
    expect(await tokenRows(me.unitId)).toEqual([]);
  });

  it('accepts an expiry exactly two years ahead', async () => {
    const me = await userWithUnit(t);
    const [year, rest] = [Number(today().slice(0, 4)), today().slice(4)];
    const twoYears = rest === '-02-29' ? `${year + 2}-02-28` : `${year + 2}${rest}`;
    expect((await create(me, { expiryDate: twoYears })).token.expiryDate).toBe(twoYears);
  });

  describe('the web shop endpoint', () => {
    it("answers the token's unit's products active today with today's price, VAT, group and images", async () => {
      const me = await userWithUnit(t);
      const { groupId, kjeleId } = await seedProducts(me, t);
      const { tokenValue } = await create(me);
      const answer = await callApi(tokenValue);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ totalCount: 3, limit: 100, offset: 0 });
      expect(answer.body.items.map((item) => item.number)).toEqual(['1001', '1002', '1004']);
      const [kjele, kaffe, tursekk] = answer.body.items;
      expect(kjele).toMatchObject({
        id: kjeleId,
        number: '1001',
        name: 'Kaffekjele 1,5 l',
        description: 'Emaljert stål',
        unitOfMeasureCode: 'EA',
        vatRateSymbol: 'STANDARD',
        vatPercentage: '25.00',
        salePriceExcludingVat: '199.00',
        salePriceIncludingVat: '248.75',
        productGroup: { id: groupId, name: 'Kjøkken' },
        stockQuantity: null,
      });
      expect(kjele!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(kjele!.images).toHaveLength(1);
      expect(kjele!.images[0]).toMatchObject({ fileName: 'kaffekjele.png', contentType: 'image/png' });
      // The image link is signed and works without a session.
      const image = await fetch(kjele!.images[0].url.replace(/^https?:\/\/[^/]+/, t.url));
      expect(image.status).toBe(200);
      expect(kaffe).toMatchObject({
        vatRateSymbol: 'REDUCED',
        vatPercentage: '15.00',
        salePriceExcludingVat: '79.90',
        salePriceIncludingVat: '91.89',
        productGroup: null,
        images: [],
      });
      expect(tursekk).toMatchObject({ salePriceExcludingVat: null, salePriceIncludingVat: null });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it("pages, filters by updatedSince, and never shows another unit's products", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      await seedProducts(me, t);
      await seedProducts(other, t);
      const { tokenValue } = await create(me);
      const page = await callApi(tokenValue, '?limit=1&offset=1');
      expect(page.body).toMatchObject({ totalCount: 3, limit: 1, offset: 1 });
      expect(page.body.items.map((item) => item.number)).toEqual(['1002']);
      const all = await callApi(tokenValue, '?limit=500');
      const otherIds = await t.app.services.transactions.tenant(other.unitId, async (tx) =>
        (await tx.select({ id: products.id }).from(products)).map((row) => row.id),
      );
      expect(all.body.items.some((item) => otherIds.includes(item.id))).toBe(false);
      const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
      expect((await callApi(tokenValue, `?updatedSince=${encodeURIComponent(future)}`)).body).toMatchObject({
        totalCount: 0,
        items: [],
      });
      expect((await callApi(tokenValue, `?updatedSince=${plusDays(today(), -1)}`)).body.totalCount).toBe(3);
    });

    it.each([
      ['limit', '?limit=0'],
      ['limit', '?limit=501'],
      ['offset', '?offset=-1'],
      ['updatedSince', '?updatedSince=i%20g%C3%A5r'],
    ])('refuses a bad %s (%s) with 400', async (parameter, query) => {
      const me = await userWithUnit(t);
      const { tokenValue } = await create(me);
      const answer = await callApi(tokenValue, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'invalid_parameter',
        message: 'A query parameter is not valid.',
        parameter,
      });
    });

    it('refuses a missing, malformed or unknown token with 401 invalid_token', async () => {
      for (const token of [null, '', 'ikke-et-token']) {
        const answer = await callApi(token);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          error: 'invalid_token',
          message: 'The API token is missing, unknown, revoked or expired.',
        });
        expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      }
      // A session token of the app is not a web shop token.
      const me = await userWithUnit(t);
      expect((await callApi(me.token)).status).toBe(401);
    });

    it('stops working once the token is deleted', async () => {
      const me = await userWithUnit(t);
      const { tokenValue, token } = await create(me);
      expect((await callApi(tokenValue)).status).toBe(200);
      const deleted = (await gqlOk(t, me, DELETE, { id: token.id })).deleteWebstoreApiToken;
      expect(deleted).toEqual(token);
      expect(await tokenRows(me.unitId)).toEqual([]);
      expect((await callApi(tokenValue)).status).toBe(401);
    });

    // Last: it moves the test clock.
    it('stops working on its expiry date (the list then says expired)', async () => {
      const me = await userWithUnit(t);
      const { tokenValue } = await create(me, { expiryDate: plusDays(today(), 1) });
      expect((await callApi(tokenValue)).status).toBe(200);
      t.clock.advance(DAY);
      expect((await callApi(tokenValue)).status).toBe(401);
      // The owner's session has idled out meanwhile: a colleague signed in today reads the list.
      const colleague = await userWithUnit(t);
      await addMember(t, colleague.userId, me.unitId, 'owner');
      const list = await gql(t, LIST, {}, { token: colleague.token, unitId: me.unitId });
      expect(list.body.data!.webstoreApiTokens.items[0].expired).toBe(true);
    });
  });

  describe('without canUpdateUnit', () => {
    it('webstoreApiTokens answers FORBIDDEN to a member without canUpdateUnit', async () => {
      const owner = await userWithUnit(t);
      await create(owner);
      const seller = await userWithUnit(t, { role: 'sales' });
      await addMember(t, seller.userId, owner.unitId, 'sales');
      expect(errorCode(await gql(t, LIST, {}, { token: seller.token, unitId: owner.unitId }))).toBe('FORBIDDEN');
    });
  });

  it('answers NOT_FOUND for a malformed id and leaves the tokens alone', async () => {
    const me = await userWithUnit(t);
    await create(me);
    expect(errorCode(await gql(t, DELETE, { id: 'nope' }, { token: me.token, unitId: me.unitId }))).toBe('NOT_FOUND');
    expect(await tokenRows(me.unitId)).toHaveLength(1);
  });
});
