import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { uniqueEmail } from '../../test/fixtures.js';
import { gql, http } from '../../test/http.js';
import {
  PASSWORD,
  registrationBody,
  mailsTo,
  tokenFromMail,
  registeredAccount,
  CURRENT_USER,
  countUsers,
} from '../../test/accounts.js';

describe.each(TEST_DATABASES)('registration (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('registration', () => {
    it('registers, mails a confirmation link, and the confirmed token signs in', async () => {
      const login = uniqueEmail('ny');
      const registered = await http(t, 'POST', '/accounts/register', registrationBody(login));
      expect(registered).toMatchObject({ status: 200, body: { message: 'confirmation_sent' } });

      const [mail] = await mailsTo(t, login);
      expect(mail!.subject).toBe('Bekreft registreringen din i Fjord');
      expect(mail!.text).toContain(`${t.app.services.config.publicUrl}/confirm-registration?token=`);
      expect(mail!.html).toContain('href="');

      const confirmed = await http<{ token: string }>(t, 'POST', '/accounts/confirm_registration', {
        registration_token: await tokenFromMail(t, login, '/confirm-registration'),
      });
      expect(confirmed.status).toBe(200);
      const me = await gql(t, CURRENT_USER, {}, { token: confirmed.body.token });
      expect(me.status).toBe(200);
      expect(me.body.data?.currentUser).toEqual({
        login,
        locale: 'nb',
        currentUnit: {
          name: 'Kari Nordmann',
          isCompany: false,
          address: 'Storgata 1',
          zip: '0155',
          city: 'Oslo',
          countryCode: 'NO',
        },
      });
      const roles = await t.app.services.transactions.system((tx) =>
        tx
          .select({ role: memberships.role })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(eq(users.login, login)),
      );
      expect(roles).toEqual([{ role: 'owner' }]);
    });

    it('takes the account language from new_user.locale or Accept-Language', async () => {
      const byField = uniqueEmail('en');
      await http(t, 'POST', '/accounts/register', registrationBody(byField, { user: { locale: 'en' } }));
      expect((await mailsTo(t, byField))[0]!.subject).toBe('Confirm your registration in Fjord');

      const byHeader = uniqueEmail('en');
      await http(t, 'POST', '/accounts/register', registrationBody(byHeader), { 'accept-language': 'en-GB,en;q=0.9' });
      expect((await mailsTo(t, byHeader))[0]!.subject).toBe('Confirm your registration in Fjord');
      const locales = await t.app.services.transactions.system((tx) =>
        tx.select({ locale: users.locale }).from(users).where(eq(users.login, byHeader)),
      );
      expect(locales).toEqual([{ locale: 'en' }]);
    });

    it('refuses invalid fields with 422, saves nothing, and accepts the corrected registration', async () => {
      const login = uniqueEmail('feil');
      const invalid = registrationBody(login, {
        user: { first_name: ' ', password: 'abc', password_confirmation: 'abd' },
        unit: { country_code: 'XX' },
      });
      const refused = await http<any>(t, 'POST', '/accounts/register', invalid);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('validation_failed');
      expect(refused.body.fields).toEqual({
        first_name: ['validation.required'],
        country_code: ['validation.notInList'],
        password: ['validation.minLength'],
        password_confirmation: ['validation.passwordsDiffer'],
      });
      expect(refused.body.errors).toEqual([
        'First name is required',
        'Country must be chosen from the list',
        'Password must have at least 6 characters',
        'The passwords are not the same',
      ]);
      expect(await countUsers(t, login)).toBe(0);
      expect(await mailsTo(t, login)).toHaveLength(0);

      const accepted = await http(t, 'POST', '/accounts/register', registrationBody(login));
      expect(accepted.status).toBe(200);
      expect(await countUsers(t, login)).toBe(1);
    });

    it('answers the field texts in Norwegian for Accept-Language nb', async () => {
      const refused = await http<any>(
        t,
        'POST',
        '/accounts/register',
        registrationBody('ikke-epost', { user: { last_name: '' } }),
        {
          'accept-language': 'nb-NO,nb;q=0.9',
        },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Vennligst rett feilene i skjemaet.');
      expect(refused.body.errors).toEqual(['Etternavn må fylles ut', 'E-post må være en e-postadresse']);
    });

    it('answers a known address, whatever its case, like a new one, and mails its owner a password reset link instead', async () => {
      const login = uniqueEmail('dobbel');
      expect((await http(t, 'POST', '/accounts/register', registrationBody(login))).status).toBe(200);
      const first = await http(t, 'POST', '/accounts/register', registrationBody(uniqueEmail('ny')));
      const again = await http(t, 'POST', '/accounts/register', registrationBody(login.toUpperCase()));
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(await countUsers(t, login)).toBe(1);
      const mails = await mailsTo(t, login);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe('Noen prøvde å registrere seg i Fjord med e-postadressen din');
      const reset = await http(t, 'POST', '/accounts/confirm_password_reset', {
        password_reset_token: await tokenFromMail(t, login, '/confirm-password-reset'),
      });
      expect(reset).toMatchObject({ status: 200, body: { valid: true } });
    });

    it('refuses on the server what the form refuses: long names, a phone that is no number, a postal code Norway does not have', async () => {
      const login = uniqueEmail('skjema');
      const cases: [object, Record<string, string[]>][] = [
        [{ user: { first_name: 'K'.repeat(101) } }, { first_name: ['validation.maxLength'] }],
        [{ user: { last_name: 'N'.repeat(101) } }, { last_name: ['validation.maxLength'] }],
        [{ user: { cellphone: 'abc' } }, { cellphone: ['validation.invalid'] }],
        [{ unit: { zip: '12345' } }, { zip: ['validation.invalid'] }],
        [{ unit: { zip: '9999' } }, { zip: ['validation.invalid'] }],
        // The postal register is asked however Norway's code is written, as the form's rule reads it.
        [
          { unit: { zip: '9999', country_code: ' no' } },
          { country_code: ['validation.notInList'], zip: ['validation.invalid'] },
        ],
        [{ unit: { city: 'O'.repeat(101) } }, { city: ['validation.maxLength'] }],
        [{ unit: { address: 'a\u0000b' } }, { address: ['validation.invalid'] }],
      ];
      for (const [overrides, fields] of cases) {
        const refused = await http<any>(t, 'POST', '/accounts/register', registrationBody(login, overrides));
        expect(refused.status, JSON.stringify(overrides)).toBe(422);
        expect(refused.body.fields, JSON.stringify(overrides)).toEqual(fields);
      }
      expect(
        (
          await http<any>(
            t,
            'POST',
            '/accounts/register',
            registrationBody(login, { user: { first_name: 'K'.repeat(101) } }),
          )
        ).body.errors,
      ).toEqual(['First name must have at most 100 characters']);
      expect(await countUsers(t, login)).toBe(0);
      // A foreign postal code is the foreign post's business.
      const abroad = registrationBody(login, { unit: { zip: 'SW1A 1AA', city: 'London', country_code: 'GB' } });
      expect((await http(t, 'POST', '/accounts/register', abroad)).status).toBe(200);
    });

    it('lowercases the e-mail: registered with capitals, signs in in lowercase', async () => {
      const login = uniqueEmail('stor');
      const capitalised = login.replace(/^./, (c) => c.toUpperCase()).replace('example.no', 'Example.NO');
      await registeredAccount(t, capitalised);
      expect(await countUsers(t, login)).toBe(1);
      const signedIn = await http(t, 'POST', '/accounts/login', { email: login, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      expect((await http(t, 'POST', '/accounts/login', { email: ` ${capitalised} `, password: PASSWORD })).status).toBe(
        200,
      );
    });

    it('confirms a token only once', async () => {
      const login = uniqueEmail('en-gang');
      await http(t, 'POST', '/accounts/register', registrationBody(login));
      const registration_token = await tokenFromMail(t, login, '/confirm-registration');
      expect((await http(t, 'POST', '/accounts/confirm_registration', { registration_token })).status).toBe(200);
      const again = await http(t, 'POST', '/accounts/confirm_registration', { registration_token });
      expect(again).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
      const unknown = await http(t, 'POST', '/accounts/confirm_registration', { registration_token: 'nope' });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
    });

    it('offers a new link for an expired one, which then confirms the account', async () => {
      const login = uniqueEmail('utlopt');
      await http(t, 'POST', '/accounts/register', registrationBody(login));
      const expired = await tokenFromMail(t, login, '/confirm-registration');
      t.clock.advance(t.app.services.config.registrationTokenTtlMs + 1000);

      const refused = await http(t, 'POST', '/accounts/confirm_registration', { registration_token: expired });
      expect(refused).toMatchObject({
        status: 422,
        body: { error: 'token_expired', message: 'This link has expired.' },
      });

      const renewed = await http(t, 'POST', '/accounts/request_new_registration_token', {
        old_registration_token: expired,
      });
      expect(renewed).toMatchObject({ status: 200, body: { message: 'confirmation_sent' } });
      expect(await mailsTo(t, login)).toHaveLength(2);
      const fresh = await tokenFromMail(t, login, '/confirm-registration');
      expect(fresh).not.toBe(expired);

      const confirmed = await http<{ token: string }>(t, 'POST', '/accounts/confirm_registration', {
        registration_token: fresh,
      });
      expect(confirmed.status).toBe(200);
      expect((await gql(t, CURRENT_USER, {}, { token: confirmed.body.token })).body.data?.currentUser.login).toBe(
        login,
      );

      const afterConfirmation = await http(t, 'POST', '/accounts/request_new_registration_token', {
        old_registration_token: expired,
      });
      expect(afterConfirmation).toMatchObject({ status: 422, body: { error: 'already_confirmed' } });
      const unknown = await http(t, 'POST', '/accounts/request_new_registration_token', {
        old_registration_token: 'nope',
      });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
    });

    it('replaces the previous link when a new one is requested', async () => {
      const login = uniqueEmail('ny-lenke');
      await http(t, 'POST', '/accounts/register', registrationBody(login));
      const first = await tokenFromMail(t, login, '/confirm-registration');
      await http(t, 'POST', '/accounts/request_new_registration_token', { old_registration_token: first });
      const replaced = await http(t, 'POST', '/accounts/confirm_registration', { registration_token: first });
      expect(replaced).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
    });
  });
});
