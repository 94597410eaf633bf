import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = 'unitId userId altinnLogin altinnPinMethod savedAt';
const READ = `query { unitUserSetting { ${FIELDS} } }`;
const SAVE = `mutation ($input: SaveUnitUserSettingInput!) { saveUnitUserSetting(input: $input) { ${FIELDS} } }`;

describe.each(TEST_DATABASES)('user settings (%s)', (kind) => {
  const t = useTestApp(kind);

  const rows = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select user_id, altinn_login, altinn_pin_method from unit_user_settings order by altinn_login`,
      )) as { rows: { user_id: string; altinn_login: string | null; altinn_pin_method: string | null }[] };
      return result.rows;
    });
  const as = (who: Fixture, unitId: string) => ({ token: who.token, unitId });

  it('answers empty settings before the first save', async () => {
    const me = await userWithUnit(t);
    expect((await gqlOk(t, me, READ)).unitUserSetting).toEqual({
      unitId: me.unitId,
      userId: me.userId,
      altinnLogin: null,
      altinnPinMethod: null,
      savedAt: null,
    });
  });

  it('saves both portal fields, reads them back, and clears both', async () => {
    const me = await userWithUnit(t);
    const saved = (await gqlOk(t, me, SAVE, { input: { altinnLogin: ' 01017012345 ', altinnPinMethod: 'SMS_PIN' } }))
      .saveUnitUserSetting;
    expect(saved).toMatchObject({ altinnLogin: '01017012345', altinnPinMethod: 'SMS_PIN' });
    expect(saved.savedAt).toMatch(/^\d{4}-/);
    expect((await gqlOk(t, me, READ)).unitUserSetting).toEqual(saved);
    await gqlOk(t, me, SAVE, { input: { altinnLogin: '', altinnPinMethod: null } });
    expect((await gqlOk(t, me, READ)).unitUserSetting).toMatchObject({ altinnLogin: null, altinnPinMethod: null });
    expect(await rows(me.unitId)).toHaveLength(1);
  });

  it.each([
    ['a login without a PIN method', { altinnLogin: '01017012345' }, 'altinnPinMethod'],
    ['a PIN method without a login', { altinnLogin: '  ', altinnPinMethod: 'ALTINN_PIN' }, 'altinnLogin'],
  ])('refuses %s (portal fields: both or none) and saves nothing', async (_name, input, attribute) => {
    const me = await userWithUnit(t);
    expect(await gqlValidations(t, me, SAVE, { input })).toEqual([
      { model: 'unitUserSetting', attribute, type: 'blank' },
    ]);
    expect(await rows(me.unitId)).toEqual([]);
  });

  it("keeps each member's own row: saving never touches another member's settings", async () => {
    const owner = await userWithUnit(t);
    const reader = await userWithUnit(t, { role: 'readOnly' });
    await addMember(t, reader.userId, owner.unitId, 'readOnly');
    await gqlOk(t, owner, SAVE, { input: { altinnLogin: 'kari', altinnPinMethod: 'ALTINN_PIN' } });
    // A member without any settings flag saves their own row in the shared unit.
    const result = await gql(
      t,
      SAVE,
      { input: { altinnLogin: 'ola', altinnPinMethod: 'SMS_PIN' } },
      as(reader, owner.unitId),
    );
    expect(result.body.errors).toBeUndefined();
    expect(await rows(owner.unitId)).toEqual([
      { user_id: owner.userId, altinn_login: 'kari', altinn_pin_method: 'ALTINN_PIN' },
      { user_id: reader.userId, altinn_login: 'ola', altinn_pin_method: 'SMS_PIN' },
    ]);
    const ownerView = await gql(t, READ, {}, as(owner, owner.unitId));
    expect(ownerView.body.data!.unitUserSetting).toMatchObject({ userId: owner.userId, altinnLogin: 'kari' });
    // The same user has separate settings in each unit.
    expect((await gqlOk(t, reader, READ)).unitUserSetting.altinnLogin).toBeNull();
  });
});
