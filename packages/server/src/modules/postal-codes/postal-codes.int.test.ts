import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { http } from '../../test/http.js';

describe.each(TEST_DATABASES)('GET /postal-codes/:code (%s)', (kind) => {
  const t = useTestApp(kind);

  it("answers a known code's place from Bring's register without a session, ignoring spaces", async () => {
    const oslo = await http(t, 'GET', '/postal-codes/0155');
    expect(oslo.status).toBe(200);
    expect(oslo.body).toEqual({ zip: '0155', city: 'Oslo', municipality: 'Oslo' });
    expect((await http(t, 'GET', '/postal-codes/3800')).body).toEqual({
      zip: '3800',
      city: 'Bø i Telemark',
      municipality: 'Midt-Telemark',
    });
    expect((await http(t, 'GET', '/postal-codes/90%2008')).body).toMatchObject({ zip: '9008', city: 'Tromsø' });
  });

  it('answers a well-formed code the register does not have with 404 not_found', async () => {
    const unknown = await http(t, 'GET', '/postal-codes/0000', undefined, { 'accept-language': 'nb' });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found', message: 'Finnes ikke.' } });
  });

  it('refuses a code that is not four digits with 400 invalid_postal_code, in the request language', async () => {
    for (const code of ['12', '01555', 'abcd', '01a5']) {
      const refused = await http(t, 'GET', `/postal-codes/${code}`);
      expect(refused, code).toMatchObject({
        status: 400,
        body: { error: 'invalid_postal_code', message: 'A Norwegian postal code is four digits.' },
      });
    }
    const norwegian = await http(t, 'GET', '/postal-codes/12', undefined, { 'accept-language': 'nb' });
    expect(norwegian.body).toMatchObject({ message: 'Et norsk postnummer består av fire sifre.' });
  });
});
