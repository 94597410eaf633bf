import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import { osloDate } from '../clock.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { TEST_PASSWORD, userWithUnit } from '../test/fixtures.js';
import { tablesHolding } from '../test/stored-text.js';
import { gqlOk } from '../test/sweeps.js';

/**
 * Credentials the product keeps in its database are stored only as a one-way hash (passwords,
 * session and API tokens) or sealed with the server's key (crypto/secret-box.ts: the Altinn system
 * password, see paycheck-settings.int.test.ts): none is in plain text in any table.
 */
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('credentials at rest (%s)', (kind) => {
  const t = useTestApp(kind);

  it('a new login password is kept only as its hash', async () => {
    const me = await userWithUnit(t);
    const password = 'Ny-passordfrase-2026!';
    await gqlOk(
      t,
      me,
      'mutation ($current: String!, $next: String!) { changeCurrentUserPassword(currentPassword: $current, newPassword: $next) }',
      {
        current: TEST_PASSWORD,
        next: password,
      },
    );
    expect(await tablesHolding(t.app.services.database, password)).toEqual([]);
  });

  it('a session token is kept only as its SHA-256', async () => {
    const me = await userWithUnit(t);
    expect(await tablesHolding(t.app.services.database, me.token)).toEqual([]);
    expect(await tablesHolding(t.app.services.database, hashToken(me.token))).toEqual(['auth_tokens']);
  });

  it("a web shop API token's value is answered once and kept only as its SHA-256", async () => {
    const me = await userWithUnit(t);
    const { createWebstoreApiToken } = await gqlOk(
      t,
      me,
      'mutation ($input: CreateWebstoreApiTokenInput!) { createWebstoreApiToken(input: $input) { tokenValue } }',
      { input: { description: 'Nettbutikken', expiryDate: osloDate(new Date(t.clock.now().getTime() + 30 * DAY)) } },
    );
    const value = createWebstoreApiToken.tokenValue as string;
    expect(value.length).toBeGreaterThan(20);
    expect(await tablesHolding(t.app.services.database, value)).toEqual([]);
    expect(await tablesHolding(t.app.services.database, hashToken(value))).toEqual(['webstore_api_tokens']);
  });
});
