import { describe, expect, it } from 'vitest';
import { passwordResetMail, registrationAttemptMail, registrationMail } from './mails.js';

const HOUR = 60 * 60 * 1000;
const link = 'https://fjord.example/confirm-registration?token=abc_123-x';

describe('account mails', () => {
  it('writes the registration mail in Norwegian with the link in text and HTML', () => {
    const mail = registrationMail('nb', { name: 'Kari Nordmann' }, link, 48 * HOUR);
    expect(mail.subject).toBe('Bekreft registreringen din i Fjord');
    expect(mail.text).toContain('Hei Kari Nordmann,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('gyldig i 48 timer');
    expect(mail.html).toContain(`<a href="${link}">Bekreft registreringen</a>`);
  });

  it('writes the password reset mail in English, one hour in the singular', () => {
    const mail = passwordResetMail('en', { name: 'Ola' }, link, HOUR);
    expect(mail.subject).toBe('Reset your Fjord password');
    expect(mail.text).toContain('valid for 1 hour.');
    expect(passwordResetMail('nb', { name: 'Ola' }, link, HOUR).text).toContain('gyldig i 1 time.');
  });

  it('tells the owner of an address that someone tried to register with it, with a reset link, in en and nb', () => {
    const reset = 'https://fjord.example/confirm-password-reset?token=abc';
    const nb = registrationAttemptMail('nb', { name: 'Kari' }, reset, HOUR);
    expect(nb.subject).toBe('Noen prøvde å registrere seg i Fjord med e-postadressen din');
    expect(nb.text).toContain('du har allerede en konto');
    expect(nb.html).toContain(`<a href="${reset}">Velg nytt passord</a>`);
    const en = registrationAttemptMail('en', { name: 'Kari' }, reset, HOUR);
    expect(en.subject).toBe('Someone tried to register with your e-mail address in Fjord');
    expect(en.text).toContain('you already have one');
  });

  it('escapes names and links in the HTML', () => {
    const mail = registrationMail('en', { name: '<b>Kari</b> & "Ola"' }, 'https://x.test/?a=1&b="2"', HOUR);
    expect(mail.html).toContain('Hello &lt;b&gt;Kari&lt;/b&gt; &amp; &quot;Ola&quot;,');
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Hello <b>Kari</b> & "Ola",');
  });
});
