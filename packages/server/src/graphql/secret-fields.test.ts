import { isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

/** A field name that suggests a credential: what the API must never answer. */
const CREDENTIAL_NAME = /password|secret|private.?key|api.?key|token|credential|otp|recovery.?code/i;

/**
 * Output fields whose name matches but which carry no stored credential, each with the reason.
 * A new match fails the test until it is either removed or listed here with its reason.
 */
const SAFE_FIELDS: Record<string, string> = {
  'UnitPaycheckSetting.altinnSystemPasswordSet':
    'says only whether a password is stored; the password itself is write-only and sealed (crypto/secret-box.ts)',
  'CreatedWebstoreApiToken.token': "the new token's listing (id, description, expiry), no value",
  'CreatedWebstoreApiToken.tokenValue':
    'the new token answered once, by the mutation that makes it, for the shop to keep; only its SHA-256 is stored',
  'Mutation.changeCurrentUserPassword': 'answers a Boolean; the passwords are arguments, stored as an argon2 hash',
  'Mutation.createWebstoreApiToken': 'answers CreatedWebstoreApiToken (above)',
  'Mutation.deleteWebstoreApiToken': 'answers a Boolean',
  'Query.webstoreApiTokens': 'answers WebstoreApiToken listings: description and dates, never a value or hash',
  'TwoFactorEnrolment.secret':
    'the TOTP key answered once, while two-factor sign-in is being turned on, for the authenticator app; stored sealed',
  'Mutation.regenerateRecoveryCodes':
    'the new recovery codes answered once, when made, for the user to keep; only their argon2 hashes are stored',
  'TwoFactorStatus.recoveryCodesLeft': 'a count of unused recovery codes, no code',
};

function credentialLikeOutputFields(): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields()))
      if (CREDENTIAL_NAME.test(field.name)) found.push(`${type.name}.${field.name}`);
  }
  return found.sort();
}

describe('secrets never returned by the API', () => {
  it('no output field of the schema looks like a credential, except the listed safe ones', () => {
    expect(credentialLikeOutputFields()).toEqual(Object.keys(SAFE_FIELDS).sort());
  });
});
