import type { BenefitKind } from '../enums.js';
import type { PayCode } from '../pay-codes.js';
import type { PaycheckTaxCard } from '../paycheck-withholding.js';

/** How a pay line counts toward withholding: by the table, by the card's percentage (extras), or not. */
export const PAYCHECK_LINE_WITHHOLDINGS = ['TABLE', 'PERCENTAGE', 'NONE'] as const;
export type PaycheckLineWithholding = (typeof PAYCHECK_LINE_WITHHOLDINGS)[number];

/**
 * What a pay line counts toward: withholding (and how), employer tax, and next year's vacation pay.
 * The a-melding reports employer tax as utloeserArbeidsgiveravgift, and inngaarIGrunnlagForTrekk is
 * `withholding !== 'NONE'` except for vacation pay (feriepenger), which the code list says is always
 * reported as trekkpliktig even when nothing is withheld (loennsbeskrivelse.csv); the vacation-pay basis is
 * the employer's own.
 */
export type PaycheckLineTreatment = {
  withholding: PaycheckLineWithholding;
  employerTax: boolean;
  vacationPayBasis: boolean;
};

/**
 * Regular pay, withheld by the table and earning vacation pay (ferieloven § 10 (2): pay for work done in
 * the earning year, overtime and irregular supplements included).
 */
const REGULAR_PAY: ReadonlySet<PayCode> = new Set<PayCode>([
  'fastloenn',
  'timeloenn',
  'fastTillegg',
  'helligdagstillegg',
  'overtidsgodtgjoerelse',
  'uregelmessigeTilleggKnyttetTilArbeidetTid',
  'uregelmessigeTilleggKnyttetTilIkkeArbeidetTid',
  'smusstillegg',
  'hyretillegg',
]);

/** Pay for work that is paid irregularly: the card's percentage on a table card, and it earns vacation pay. */
const EXTRA_PAY_EARNING_VACATION_PAY: ReadonlySet<PayCode> = new Set<PayCode>([
  'bonus',
  'honorarAkkordProsentProvisjon',
  'tips',
]);

/**
 * The treatment a line gets from its benefit kind and pay code (Skatteetaten's code-list notes,
 * standards/a-melding/codes/loennsbeskrivelse.csv; norway-facts.md "Vacation pay"):
 * - expense allowances (utgiftsgodtgjoerelse) within the state's rates: neither withheld nor taxed;
 * - benefits in kind (naturalytelse): added to the table basis and taxed, no vacation pay;
 * - cash: regular pay by the table with vacation pay; bonuses, commissions and tips by percentage with
 *   vacation pay; the holiday deduction (trekkILoennForFerie) by the table without reducing the
 *   vacation-pay basis (the fixed-salary employee earns as if paid all year); vacation pay itself free of
 *   withholding on a table card when `vacationPayWithholdingFree` (isVacationPayWithholdingFree: free of
 *   *table* withholding), else by percentage — on a percentage card at its percentage, on a frikort
 *   counting toward its limit, without a card at 50 %;
 *   every other cash payment (severance, board fees …) by percentage without vacation pay.
 * Lines without codes are cash extras. Advanced paychecks may set the flags line by line.
 */
export function paycheckLineTreatment(
  kind: BenefitKind | null,
  payCode: PayCode | null,
  context: { vacationPayWithholdingFree: boolean; card: PaycheckTaxCard['method'] },
): PaycheckLineTreatment {
  if (kind === 'utgiftsgodtgjoerelse') return { withholding: 'NONE', employerTax: false, vacationPayBasis: false };
  if (kind === 'naturalytelse') return { withholding: 'TABLE', employerTax: true, vacationPayBasis: false };
  if (payCode !== null && REGULAR_PAY.has(payCode))
    return { withholding: 'TABLE', employerTax: true, vacationPayBasis: true };
  if (payCode === 'trekkILoennForFerie') return { withholding: 'TABLE', employerTax: true, vacationPayBasis: false };
  if (payCode === 'feriepenger')
    return {
      withholding: context.vacationPayWithholdingFree && context.card === 'MAIN_EMPLOYER_TABLE' ? 'NONE' : 'PERCENTAGE',
      employerTax: true,
      vacationPayBasis: false,
    };
  if (payCode !== null && EXTRA_PAY_EARNING_VACATION_PAY.has(payCode))
    return { withholding: 'PERCENTAGE', employerTax: true, vacationPayBasis: true };
  return { withholding: 'PERCENTAGE', employerTax: true, vacationPayBasis: false };
}
