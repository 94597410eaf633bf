import { DEFAULT_LOCALE, isLocale, type Locale } from '@fjord/domain';
import type { MailMessage } from '../../mail/mailer.js';
import { fullName, type Person } from './repository.js';

/** Mails of the access-request flow, each in the recipient's own language. */
const localeOf = (person: Person): Locale => (isLocale(person.locale) ? person.locale : DEFAULT_LOCALE);

export function accessRequestedMail(
  admin: Person,
  requester: Pick<Person, 'firstName' | 'lastName' | 'login'>,
  unitName: string,
  publicUrl: string,
): MailMessage {
  const who = `${fullName(requester)} (${requester.login})`;
  const link = `${publicUrl}/company-settings`;
  const texts: Record<Locale, { subject: string; text: string }> = {
    en: {
      subject: `Access request for ${unitName}`,
      text: `${who} asks for access to ${unitName}; open Company settings to answer:\n${link}\n`,
    },
    nb: {
      subject: `Forespørsel om tilgang til ${unitName}`,
      text: `${who} ber om tilgang til ${unitName}; åpne Firmainnstillinger for å svare:\n${link}\n`,
    },
  };
  return { to: admin.login, ...texts[localeOf(admin)] };
}

export function accessApprovedMail(requester: Person, unitName: string, publicUrl: string): MailMessage {
  const texts: Record<Locale, { subject: string; text: string }> = {
    en: {
      subject: `You now have access to ${unitName}`,
      text: `You now have access to ${unitName}. Choose it in the company switcher:\n${publicUrl}\n`,
    },
    nb: {
      subject: `Du har nå tilgang til ${unitName}`,
      text: `Du har nå tilgang til ${unitName}. Velg firmaet i firmavelgeren:\n${publicUrl}\n`,
    },
  };
  return { to: requester.login, ...texts[localeOf(requester)] };
}

export function accessDeclinedMail(requester: Person, unitName: string): MailMessage {
  const texts: Record<Locale, { subject: string; text: string }> = {
    en: {
      subject: `Your request for access to ${unitName}`,
      text:
        `Your request for access to ${unitName} was not approved this time. ` +
        `If you think this is a mistake, please contact the company's administrator.\n`,
    },
    nb: {
      subject: `Forespørselen din om tilgang til ${unitName}`,
      text:
        `Forespørselen din om tilgang til ${unitName} ble dessverre ikke godkjent denne gangen. ` +
        `Ta gjerne kontakt med administratoren i firmaet hvis du mener dette er feil.\n`,
    },
  };
  return { to: requester.login, ...texts[localeOf(requester)] };
}

/** The invitation, in the language of the address's account if it has one, else the unit's. */
export function invitationMail(invitation: {
  to: string;
  locale: Locale;
  inviter: Person;
  unitName: string;
  link: string;
}): MailMessage {
  const { unitName, link } = invitation;
  const who = fullName(invitation.inviter);
  const texts: Record<Locale, { subject: string; text: string }> = {
    en: {
      subject: `Invitation to ${unitName} in Fjord`,
      text:
        `${who} invites you to ${unitName} in Fjord. Open the link to sign in, or to create an account ` +
        `with this address if you have none, and you are taken straight to the company:\n${link}\n`,
    },
    nb: {
      subject: `Invitasjon til ${unitName} i Fjord`,
      text:
        `${who} inviterer deg til ${unitName} i Fjord. Åpne lenken for å logge inn, eller for å opprette en ` +
        `konto med denne adressen hvis du ikke har en, så kommer du rett inn i firmaet:\n${link}\n`,
    },
  };
  return { to: invitation.to, ...texts[invitation.locale] };
}
