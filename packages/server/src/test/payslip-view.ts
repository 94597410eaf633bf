import type { PayslipLineView, PayslipView } from '../pdf/render.js';

/**
 * January's payslip of Åse Bjørnstad at Fjordhandel AS: salary, overtime, a mileage allowance and
 * a company car (a benefit in kind: taxed, not paid), table tax, a garnishment and an advance.
 * The amounts add up as the paychecks module would compute them: 50 262.63 gross less the car
 * 4 250.00, tax 12 345.67, the garnishment 2 000.00 and the advance 5 000.00 is 26 666.96 net.
 */
export function samplePayslipView(options: { language?: 'nb' | 'en'; lineCount?: number } = {}): PayslipView {
  const language = options.language ?? 'nb';
  const lines: PayslipLineView[] = [
    { description: 'Fastlønn', quantity: null, rate: null, sum: '42500.00', paidOut: true },
    { description: 'Overtid 50 %', quantity: '7.5', rate: '412.35', sum: '3092.63', paidOut: true },
    { description: 'Kilometergodtgjørelse', quantity: '120', rate: '3.5', sum: '420.00', paidOut: true },
    { description: 'Fri bil', quantity: null, rate: null, sum: '4250.00', paidOut: false },
  ];
  const extra = Math.max(0, (options.lineCount ?? lines.length) - lines.length);
  for (let index = 1; index <= extra; index += 1)
    lines.push({ description: `Tillegg nr. ${index}`, quantity: '1', rate: '0.00', sum: '0.00', paidOut: true });
  return {
    language,
    company: {
      name: 'Fjordhandel AS',
      organizationNumber: '912345678',
      address: 'Strandgata 12',
      zip: '5013',
      city: 'Bergen',
    },
    employee: {
      name: 'Åse Bjørnstad',
      address: 'Kjøpmannsgata 7',
      zip: '7013',
      city: 'Trondheim',
      socialSecurityNumber: '31019012345',
      bankAccount: '12345678903',
    },
    number: '2026-17',
    periodName: language === 'nb' ? 'Januar 2026' : 'January 2026',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    paidDate: '2026-01-20',
    lines,
    grossPay: '50262.63',
    taxDeduction: '12345.67',
    taxBasisText: language === 'nb' ? 'Tabell 8115' : 'Table 8115',
    halfTax: false,
    deductions: [{ description: 'Utleggstrekk', sum: '2000.00' }],
    prepayments: [{ paymentDate: '2026-01-15', amount: '5000.00' }],
    netPay: '26666.96',
    yearToDate: { grossPay: '50262.63', taxDeduction: '12345.67', vacationPayBasis: '45592.63' },
    vacationPayBasis: '45592.63',
    vacationPay: '5471.12',
    comment: language === 'nb' ? 'Lønnsoppgjøret gjelder fra 1. mai.' : 'The pay rise applies from 1 May.',
  };
}
