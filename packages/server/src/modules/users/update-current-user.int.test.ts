import { describe, expect, it } from 'vitest';
import { USER_NAME_MAX } from '@fjord/domain';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';

const UPDATE = `mutation ($input: UpdateCurrentUserInput!) {
  updateCurrentUser(input: $input) { firstName lastName cellphone } }`;
const CURRENT_USER = '{ currentUser { firstName lastName cellphone } }';

describe.each(TEST_DATABASES)('updateCurrentUser names (%s)', (kind) => {
  const t = useTestApp(kind);

  it('refuses first and last names longer than registration allows (too_long) and changes nothing', async () => {
    const me = await userWithUnit(t);
    const before = (await gql(t, CURRENT_USER, {}, me)).body.data!.currentUser;
    const tooLong = 'Å'.repeat(USER_NAME_MAX + 1);
    const refused = await gql(
      t,
      UPDATE,
      { input: { firstName: tooLong, lastName: tooLong, cellphone: '412 34 567' } },
      { token: me.token },
    );
    expect(errorCode(refused)).toBe('VALIDATION');
    expect(refused.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'firstName', type: 'too_long', params: { count: USER_NAME_MAX } },
      { model: 'user', attribute: 'lastName', type: 'too_long', params: { count: USER_NAME_MAX } },
    ]);
    expect((await gql(t, CURRENT_USER, {}, me)).body.data!.currentUser).toEqual(before);
  });

  it('accepts names of exactly the longest length, trimmed, and checks only the names sent', async () => {
    const me = await userWithUnit(t);
    const longest = 'Ø'.repeat(USER_NAME_MAX);
    const saved = await gql(t, UPDATE, { input: { lastName: `  ${longest}  ` } }, { token: me.token });
    expect(saved.body.data!.updateCurrentUser).toMatchObject({ lastName: longest });
    const blank = await gql(t, UPDATE, { input: { firstName: '   ' } }, { token: me.token });
    expect(blank.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'firstName', type: 'blank' },
    ]);
    expect((await gql(t, CURRENT_USER, {}, me)).body.data!.currentUser.lastName).toBe(longest);
  });

  it('answers every refused field at once by the profile rules the settings page uses, and changes nothing', async () => {
    const me = await userWithUnit(t);
    await gql(t, UPDATE, { input: { cellphone: '412 34 567' } }, me);
    const refused = await gql(
      t,
      UPDATE,
      { input: { firstName: 'Kari', cellphone: 'abc', cellphoneCountry: 'XX', locale: 'sv' } },
      { token: me.token },
    );
    expect(refused.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'cellphone', type: 'invalid' },
      { model: 'user', attribute: 'cellphoneCountry', type: 'inclusion' },
      { model: 'user', attribute: 'locale', type: 'inclusion' },
    ]);
    expect((await gql(t, CURRENT_USER, {}, me)).body.data!.currentUser.cellphone).toBe('412 34 567');

    const cleared = await gql(t, UPDATE, { input: { cellphone: '', cellphoneCountry: ' no ' } }, { token: me.token });
    expect(cleared.body.data!.updateCurrentUser).toMatchObject({ cellphone: null });
  });
});
