import { describe, expect, it } from 'vitest';
import { yearlyStatement } from '@fjord/domain';
import { pdfText } from '../test/pdf-text.js';
import { renderYearlyReport, type YearlyReportView } from './render.js';

const line = (description: string, sum: string, extra: Record<string, unknown> = {}) => ({
  description,
  sum,
  calculationType: 'CASHEDOUT' as const,
  altinnFordel: 'kontantytelse' as const,
  payCode: 'fastloenn' as const,
  altinn: true,
  taxDeduction: false,
  garnishment: false,
  ...extra,
});

/** A year of 12 × 40,000 and a free phone, 144,000 withheld. */
function view(language: 'nb' | 'en', withPhone = true): YearlyReportView {
  return {
    language,
    year: 2025,
    printedOn: '2026-01-20',
    company: {
      name: 'Fjordhandel AS',
      organizationNumber: '923609016',
      address: 'Strandgata 12',
      zip: '5013',
      city: 'Bergen',
    },
    subUnit: { name: 'Fjordhandel avd. Bergen', organizationNumber: '974760673' },
    employee: {
      name: 'Åse Bjørnstad',
      address: 'Kjøpmannsgata 7',
      zip: '7013',
      city: 'Trondheim',
      socialSecurityNumber: '31019012345',
    },
    statement: yearlyStatement([
      {
        taxDeduction: '144000.00',
        vacationPayBasis: '480000.00',
        lines: [
          line('Fastlønn', '480000.00'),
          ...(withPhone
            ? [
                line('Fri telefon', '4392.00', {
                  calculationType: 'CALCULATED',
                  altinnFordel: 'naturalytelse',
                  payCode: 'elektroniskKommunikasjon',
                }),
              ]
            : []),
        ],
      },
    ]),
  };
}

describe('renderYearlyReport', () => {
  it('nb: employer, employee with the full identity number, the year’s pay per pay code, withholding and the a-melding note', async () => {
    const text = await pdfText(await renderYearlyReport(view('nb')));
    for (const shown of [
      'Åse Bjørnstad Kjøpmannsgata 7 7013 Trondheim',
      'Årsoppgave 2025',
      'Inntektsår 2025',
      'Fødselsnr. 31019012345',
      'Arbeidsgiver Fjordhandel AS (923 609 016)',
      'Virksomhet Fjordhandel avd. Bergen (974 760 673)',
      'Lønn og andre kontantytelser Fastlønn 480 000,00 Sum 480 000,00',
      'Naturalytelser (skattepliktige, ikke utbetalt) Elektronisk kommunikasjon 4 392,00',
      'Utgiftsgodtgjørelser Ingen',
      'Forskuddstrekk 144 000,00',
      'Grunnlag for feriepenger 480 000,00',
      'a-meldingen for 2025',
    ])
      expect(text).toContain(shown);
  });

  it('en: the same in English, and an empty section says none', async () => {
    const text = await pdfText(await renderYearlyReport(view('en', false)));
    for (const shown of [
      'Yearly statement 2025',
      'Pay and other cash benefits Fixed salary 480,000.00',
      'Benefits in kind (taxable, not paid out) None',
      'Tax withheld 144,000.00',
      'a-melding for 2025',
    ])
      expect(text).toContain(shown);
  });

  it('is encrypted with the password it is given, and refuses an empty one', async () => {
    const pdf = await renderYearlyReport(view('nb'), { password: '310190' });
    await expect(pdfText(pdf)).rejects.toThrow(/password/i);
    expect(await pdfText(pdf, '310190')).toContain('Årsoppgave 2025');
    await expect(renderYearlyReport(view('nb'), { password: '' })).rejects.toThrow(/empty password/);
  });
});
