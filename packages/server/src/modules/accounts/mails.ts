import type { Locale } from '@fjord/domain';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/html.js';

type MailParts = { subject: string; greeting: string; intro: string; action: string; validity: string; ignore: string };
type Content = Omit<MailMessage, 'to'>;

const HOUR_MS = 60 * 60 * 1000;

function duration(locale: Locale, ms: number): string {
  const hours = Math.max(1, Math.round(ms / HOUR_MS));
  if (locale === 'nb') return `${hours} ${hours === 1 ? 'time' : 'timer'}`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const SIGNATURE: Record<Locale, string> = { en: 'Best regards,\nFjord', nb: 'Vennlig hilsen\nFjord' };

function registration(locale: Locale, name: string, validFor: string): MailParts {
  if (locale === 'nb')
    return {
      subject: 'Bekreft registreringen din i Fjord',
      greeting: `Hei ${name},`,
      intro: 'Takk for at du registrerte deg i Fjord. Bekreft e-postadressen din ved å åpne lenken under.',
      action: 'Bekreft registreringen',
      validity: `Lenken er gyldig i ${validFor}.`,
      ignore: 'Hvis du ikke har registrert deg, kan du se bort fra denne e-posten.',
    };
  return {
    subject: 'Confirm your registration in Fjord',
    greeting: `Hello ${name},`,
    intro: 'Thank you for registering with Fjord. Confirm your e-mail address by opening the link below.',
    action: 'Confirm registration',
    validity: `The link is valid for ${validFor}.`,
    ignore: 'If you did not register, you can ignore this e-mail.',
  };
}

function passwordReset(locale: Locale, name: string, validFor: string): MailParts {
  if (locale === 'nb')
    return {
      subject: 'Tilbakestill passordet ditt i Fjord',
      greeting: `Hei ${name},`,
      intro:
        'Vi har fått en forespørsel om å tilbakestille passordet til Fjord-kontoen din. Velg et nytt passord via lenken under.',
      action: 'Velg nytt passord',
      validity: `Lenken er gyldig i ${validFor}.`,
      ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
    };
  return {
    subject: 'Reset your Fjord password',
    greeting: `Hello ${name},`,
    intro:
      'We received a request to reset the password of your Fjord account. Choose a new password with the link below.',
    action: 'Choose a new password',
    validity: `The link is valid for ${validFor}.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail. Your password stays the same.',
  };
}

function registrationAttempt(locale: Locale, name: string, validFor: string): MailParts {
  if (locale === 'nb')
    return {
      subject: 'Noen prøvde å registrere seg i Fjord med e-postadressen din',
      greeting: `Hei ${name},`,
      intro:
        'Noen prøvde nettopp å registrere en ny konto i Fjord med denne e-postadressen, men du har allerede en konto. ' +
        'Var det deg, kan du logge inn som vanlig, eller velge et nytt passord via lenken under hvis du har glemt det.',
      action: 'Velg nytt passord',
      validity: `Lenken er gyldig i ${validFor}.`,
      ignore: 'Var det ikke deg, kan du se bort fra denne e-posten. Kontoen og passordet ditt forblir uendret.',
    };
  return {
    subject: 'Someone tried to register with your e-mail address in Fjord',
    greeting: `Hello ${name},`,
    intro:
      'Someone just tried to register a new Fjord account with this e-mail address, but you already have one. ' +
      'If it was you, sign in as usual, or choose a new password with the link below if you have forgotten it.',
    action: 'Choose a new password',
    validity: `The link is valid for ${validFor}.`,
    ignore: 'If it was not you, you can ignore this e-mail. Your account and password stay the same.',
  };
}

/** One set of sentences, rendered as plain text and as simple HTML (the link also spelled out for copying). */
function render(locale: Locale, parts: MailParts, link: string): Content {
  const paragraphs = [parts.greeting, parts.intro];
  const closing = [parts.validity, parts.ignore];
  const text = [...paragraphs, link, ...closing, SIGNATURE[locale]].join('\n\n') + '\n';
  const p = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map(p),
    `<p><a href="${href}">${escapeHtml(parts.action)}</a></p>`,
    `<p style="font-size: small; word-break: break-all">${href}</p>`,
    ...closing.map(p),
    p(SIGNATURE[locale]),
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

export function registrationMail(locale: Locale, user: { name: string }, link: string, validForMs: number): Content {
  return render(locale, registration(locale, user.name, duration(locale, validForMs)), link);
}

export function passwordResetMail(locale: Locale, user: { name: string }, link: string, validForMs: number): Content {
  return render(locale, passwordReset(locale, user.name, duration(locale, validForMs)), link);
}

export function registrationAttemptMail(
  locale: Locale,
  user: { name: string },
  link: string,
  validForMs: number,
): Content {
  return render(locale, registrationAttempt(locale, user.name, duration(locale, validForMs)), link);
}
