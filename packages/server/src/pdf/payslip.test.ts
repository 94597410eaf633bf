import { describe, expect, it } from 'vitest';
import { getDocument, PasswordResponses } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from '../test/pdf-text.js';
import { samplePayslipView } from '../test/payslip-view.js';
import { maskSocialSecurityNumber, payslipPassword, renderPayslip } from './render.js';

/** How pdfjs fails to open a PDF: the exception's name and code, or null when it opens. */
async function openFailure(pdf: Buffer, password?: string): Promise<{ name: string; code: unknown } | null> {
  try {
    const document = await getDocument({ data: new Uint8Array(pdf), password, isEvalSupported: false }).promise;
    await document.destroy();
    return null;
  } catch (error) {
    const { name, code } = error as { name: string; code?: unknown };
    return { name, code };
  }
}

describe('renderPayslip', () => {
  it('nb: every part in Bokmål: company, employee, title, period, lines, gross to net, year to date, holiday pay, comment', async () => {
    const text = await pdfText(await renderPayslip(samplePayslipView()));
    for (const shown of [
      'Fjordhandel AS Strandgata 12 5013 Bergen',
      'Åse Bjørnstad Kjøpmannsgata 7 7013 Trondheim',
      'Lønnsslipp Lønnsslippnr. 2026-17',
      'Lønnsperiode Januar 2026',
      'Fra–til 01.01.2026–31.01.2026',
      'Utbetalingsdato 20.01.2026',
      'Kontonr. 1234.56.78903',
      'Beskrivelse Antall Sats Beløp',
      'Overtid 50 % 7,5 412,35 3 092,63',
      'Kilometergodtgjørelse 120 3,50 420,00',
      'Bruttolønn 50 262,63',
      'Forskuddstrekk (Tabell 8115) -12 345,67',
      'Utleggstrekk -2 000,00',
      'Utbetalt forskudd 15.01.2026 -5 000,00',
      'Netto utbetalt 26 666,96',
      'Hittil i år Bruttolønn 50 262,63 Forskuddstrekk 12 345,67 Feriepengegrunnlag 45 592,63',
      'Feriepenger Grunnlag denne lønnsslippen 45 592,63 Opptjent denne lønnsslippen 5 471,12',
      'Kommentar Lønnsoppgjøret gjelder fra 1. mai.',
      'Org.nr. 912 345 678',
      'Side 1 av 1',
    ])
      expect(text, shown).toContain(shown);
  });

  it('en: every part in English, dates and amounts written the English way', async () => {
    const text = await pdfText(await renderPayslip(samplePayslipView({ language: 'en' })));
    for (const shown of [
      'Payslip Payslip no. 2026-17',
      'Pay period January 2026',
      'From–to 1 Jan 2026–31 Jan 2026',
      'Payment date 20 Jan 2026',
      'National identity no. 310190*****',
      'Bank account 1234.56.78903',
      'Description Qty Rate Amount',
      'Gross pay 50,262.63',
      'Tax withheld (Table 8115) -12,345.67',
      'Advance paid 15 Jan 2026 -5,000.00',
      'Net pay 26,666.96',
      'Year to date Gross pay 50,262.63 Tax withheld 12,345.67 Holiday pay basis 45,592.63',
      'Holiday pay Basis this payslip 45,592.63 Earned this payslip 5,471.12',
      'Comment The pay rise applies from 1 May.',
      'Page 1 of 1',
    ])
      expect(text, shown).toContain(shown);
    for (const norwegian of ['Lønnsslipp', 'Bruttolønn', 'Netto utbetalt', 'Side 1'])
      expect(text).not.toContain(norwegian);
  });

  it('amounts are exact decimal strings printed Norwegian style: groups of three, decimal comma', async () => {
    const view = { ...samplePayslipView(), taxDeduction: '1234567.89', netPay: '98765432109876543.21' };
    const text = await pdfText(await renderPayslip(view));
    expect(text).toContain('-1 234 567,89');
    // Beyond a float's 15–17 digits, still every digit: no amount passes through a JS number.
    expect(text).toContain('Netto utbetalt 98 765 432 109 876 543,21');
  });

  it('the fødselsnummer is masked: the birth date and *****, the full number nowhere in the text', async () => {
    const text = await pdfText(await renderPayslip(samplePayslipView()));
    expect(text).toContain('Fødselsnr. 310190*****');
    expect(text).not.toContain('31019012345');
    expect(text).not.toContain('12345 ');
    expect(maskSocialSecurityNumber('310190 12345')).toBe('310190*****');
  });

  it('a benefit in kind is marked as taxed and not paid out; paid lines carry no mark', async () => {
    const nb = await pdfText(await renderPayslip(samplePayslipView()));
    expect(nb).toContain('Fri bil Naturalytelse – skattepliktig, ikke utbetalt 4 250,00');
    expect(nb.match(/ikke utbetalt/g)).toHaveLength(1);
    const en = await pdfText(await renderPayslip(samplePayslipView({ language: 'en' })));
    expect(en).toContain('Fri bil Benefit in kind – taxable, not paid out 4,250.00');
  });

  it('half tax is noted under the tax withheld only when the paycheck has it', async () => {
    const half = await pdfText(await renderPayslip({ ...samplePayslipView(), halfTax: true }));
    expect(half).toContain('Forskuddstrekk (Tabell 8115) -12 345,67 Halv skatt');
    const english = await pdfText(await renderPayslip({ ...samplePayslipView({ language: 'en' }), halfTax: true }));
    expect(english).toContain('Tax withheld (Table 8115) -12,345.67 Half tax');
    const full = await pdfText(await renderPayslip(samplePayslipView()));
    expect(full).not.toContain('Halv skatt');
  });

  it('a 40-line payslip flows onto more pages, every line printed once, the column heads and page numbers on each', async () => {
    const view = samplePayslipView({ lineCount: 40 });
    const text = await pdfText(await renderPayslip(view));
    const pages = Number(/Side 1 av (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 2; page <= pages; page += 1) expect(text).toContain(`Side ${page} av ${pages}`);
    expect(text.match(/Beskrivelse Antall Sats Beløp/g)).toHaveLength(pages);
    expect(view.lines).toHaveLength(40);
    for (const line of view.lines)
      expect(text.match(new RegExp(`${line.description} `, 'g')), line.description).toHaveLength(1);
    expect(text).toContain('Netto utbetalt 26 666,96');
  });

  it('with a password the file is AES-encrypted: pdfjs refuses it without or with a wrong password, opens it with the right one', async () => {
    const password = payslipPassword('1990-01-31');
    const pdf = await renderPayslip(samplePayslipView(), { password });
    expect(await openFailure(pdf)).toEqual({ name: 'PasswordException', code: PasswordResponses.NEED_PASSWORD });
    expect(await openFailure(pdf, '010190')).toEqual({
      name: 'PasswordException',
      code: PasswordResponses.INCORRECT_PASSWORD,
    });
    expect(await pdfText(pdf, password)).toContain('Netto utbetalt 26 666,96');
    // The encryption dictionary (never itself encrypted): AES-128, not pdfkit's default 40-bit RC4.
    expect(pdf.toString('latin1')).toMatch(/\/CFM \/AESV2/);
  });

  it('without a password the file is not encrypted; an empty password is refused rather than encrypting for anyone', async () => {
    const pdf = await renderPayslip(samplePayslipView());
    expect(pdf.toString('latin1')).not.toContain('/Encrypt');
    expect(await openFailure(pdf)).toBeNull();
    await expect(renderPayslip(samplePayslipView(), { password: '' })).rejects.toThrow(/empty/);
  });

  it('the password scheme is the birth date as DDMMYY', () => {
    expect(payslipPassword('1990-01-31')).toBe('310190');
    expect(payslipPassword('2005-12-05')).toBe('051205');
    expect(() => payslipPassword('31.01.1990')).toThrow(RangeError);
  });
});
