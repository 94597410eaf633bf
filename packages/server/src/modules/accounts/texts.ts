import { LOGIN_SUSPENSION_MS, type Locale } from '@fjord/domain';

/**
 * Every text the account calls answer with, in en and nb. Error codes are keys too, so a client
 * can branch on `error` and show `message`. The nb object is typed by the en one: a missing
 * translation does not compile.
 */
const en = {
  invalid_login: 'Invalid user or password',
  not_confirmed: 'Your account is not confirmed yet. Follow the link in the confirmation e-mail we sent you.',
  ip_suspended: 'Too many failed sign-in attempts. Sign-in from your network is suspended for {minutes} minutes.',
  login_suspended: 'Too many failed sign-in attempts for this account. Its sign-in is suspended for {minutes} minutes.',
  invalid_code: 'The code is not right, or it has been used already.',
  two_factor_expired: 'The sign-in took too long. Start again with your e-mail and password.',
  token_invalid: 'This link is not valid. It may already have been used.',
  token_expired: 'This link has expired.',
  already_confirmed: 'This account is already confirmed. You can sign in.',
  validation_failed: 'Please correct the errors in the form.',

  'validation.required': '{field} is required',
  'validation.email': '{field} must be an e-mail address',
  'validation.minLength': '{field} must have at least {min} characters',
  'validation.maxLength': '{field} must have at most {max} characters',
  'validation.passwordsDiffer': 'The passwords are not the same',
  'validation.notInList': '{field} must be chosen from the list',
  'validation.taken': '{field} is already taken',
  'validation.invalid': '{field} is invalid',

  'field.first_name': 'First name',
  'field.last_name': 'Last name',
  'field.phone_code': 'Country calling code',
  'field.cellphone_country_code': 'Mobile phone country',
  'field.cellphone': 'Mobile phone',
  'field.login': 'E-mail',
  'field.password': 'Password',
  'field.password_confirmation': 'Confirm password',
  'field.new_password': 'New password',
  'field.address': 'Address',
  'field.zip': 'Postal code',
  'field.city': 'City',
  'field.country_code': 'Country',
};

export type TextKey = keyof typeof en;

const nb: Record<TextKey, string> = {
  invalid_login: 'Ugyldig bruker eller passord',
  not_confirmed: 'Kontoen din er ikke bekreftet ennå. Følg lenken i e-posten vi sendte deg.',
  ip_suspended:
    'For mange mislykkede innloggingsforsøk. Innlogging fra nettverket ditt er sperret i {minutes} minutter.',
  login_suspended:
    'For mange mislykkede innloggingsforsøk for denne kontoen. Innlogging til den er sperret i {minutes} minutter.',
  invalid_code: 'Koden er ikke riktig, eller den er allerede brukt.',
  two_factor_expired: 'Innloggingen tok for lang tid. Begynn på nytt med e-post og passord.',
  token_invalid: 'Denne lenken er ikke gyldig. Den kan allerede være brukt.',
  token_expired: 'Denne lenken har utløpt.',
  already_confirmed: 'Denne kontoen er allerede bekreftet. Du kan logge inn.',
  validation_failed: 'Vennligst rett feilene i skjemaet.',

  'validation.required': '{field} må fylles ut',
  'validation.email': '{field} må være en e-postadresse',
  'validation.minLength': '{field} må ha minst {min} tegn',
  'validation.maxLength': '{field} kan ha høyst {max} tegn',
  'validation.passwordsDiffer': 'Passordene er ikke like',
  'validation.notInList': '{field} må velges fra listen',
  'validation.taken': '{field} er allerede i bruk',
  'validation.invalid': '{field} er ugyldig',

  'field.first_name': 'Fornavn',
  'field.last_name': 'Etternavn',
  'field.phone_code': 'Landnummer',
  'field.cellphone_country_code': 'Land for mobilnummer',
  'field.cellphone': 'Mobilnummer',
  'field.login': 'E-post',
  'field.password': 'Passord',
  'field.password_confirmation': 'Bekreft passord',
  'field.new_password': 'Nytt passord',
  'field.address': 'Adresse',
  'field.zip': 'Postnummer',
  'field.city': 'Poststed',
  'field.country_code': 'Land',
};

export const TEXTS: Record<Locale, Record<TextKey, string>> = { en, nb };

const isTextKey = (key: string): key is TextKey => Object.hasOwn(en, key);

const DEFAULT_PARAMS: Record<string, string | number> = { minutes: LOGIN_SUSPENSION_MS / 60_000 };

export function translate(locale: Locale, key: TextKey, params: Record<string, string | number> = {}): string {
  const values = { ...DEFAULT_PARAMS, ...params };
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A field rule's failure as a sentence naming the field; a key this file does not know reads as "invalid". */
export function fieldErrorText(
  locale: Locale,
  error: { field: string; key: string; params?: Record<string, string | number> },
): string {
  const label = isTextKey(`field.${error.field}`) ? translate(locale, `field.${error.field}` as TextKey) : error.field;
  const key = isTextKey(error.key) ? error.key : 'validation.invalid';
  return translate(locale, key, { ...error.params, field: label });
}
