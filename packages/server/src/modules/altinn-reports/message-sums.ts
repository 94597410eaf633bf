import { amountText, roundMoney, toMoney, withheldTaxDueDate } from '@fjord/domain';

/**
 * The sums a stored message carries, read from its JSON (v2.3) rather than recomputed, so the report page shows
 * what was sent: withholding per pay date (betalingsinformasjon.sumForskuddstrekkPerLoennsutbetalingsdato) and
 * employer tax per sub-unit and zone (virksomhet[].arbeidsgiveravgift.loennOgGodtgjoerelse[]). Decimals may be
 * numbers or strings (README of the v2.3 pack, §4); whatever is not there reads as nothing.
 */

export type PayDateSum = { payDate: string; amount: string; dueDate: string };
export type ZoneSum = {
  subUnitName: string;
  organizationNumber: string;
  zone: string;
  rate: string;
  basis: string;
  tax: string;
};

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);
const decimal = (value: unknown): string =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? amountText(toMoney(value)) : '0.00';

const oppgaveOf = (message: Json) => object(object(message.leveranse).oppgave);

export function withholdingByPayDate(message: Json): PayDateSum[] {
  const payments = list(object(oppgaveOf(message).betalingsinformasjon).sumForskuddstrekkPerLoennsutbetalingsdato);
  return payments
    .filter((payment) => typeof payment.loennsutbetalingsdato === 'string')
    .map((payment) => {
      const payDate = payment.loennsutbetalingsdato as string;
      return { payDate, amount: decimal(payment.beloep), dueDate: withheldTaxDueDate(payDate) };
    })
    .sort((a, b) => a.payDate.localeCompare(b.payDate));
}

/** Employer tax by sub-unit and zone; the tax is basis × rate to øre, as each paycheck's part is. */
export function employerTaxByZone(message: Json, subUnitNames: ReadonlyMap<string, string>): ZoneSum[] {
  return list(oppgaveOf(message).virksomhet).flatMap((virksomhet) => {
    const organizationNumber = String(virksomhet.norskIdentifikator ?? '');
    return list(object(virksomhet.arbeidsgiveravgift).loennOgGodtgjoerelse).map((part) => {
      const basis = decimal(part.avgiftsgrunnlagBeloep);
      const rate = toMoney(decimal(part.prosentsatsForAvgiftsberegning)).toString();
      return {
        subUnitName: subUnitNames.get(organizationNumber) ?? organizationNumber,
        organizationNumber,
        zone: String(part.sone ?? ''),
        rate,
        basis,
        tax: amountText(roundMoney(toMoney(basis).times(rate).dividedBy(100))),
      };
    });
  });
}

/** The organisation numbers of the message's sub-units (to look their names up). */
export const virksomhetNumbers = (message: Json): string[] =>
  list(oppgaveOf(message).virksomhet).map((virksomhet) => String(virksomhet.norskIdentifikator ?? ''));
