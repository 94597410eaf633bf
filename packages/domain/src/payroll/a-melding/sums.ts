import { sumMoney, type Money } from '../../money/money.js';
import { amountOrZero, wholeKroner } from './amounts.js';
import type { AmeldingMessage, AmeldingVirksomhet } from './message.js';

/** What a message adds up to, computed from its details (not from its betalingsinformasjon). Whole kroner. */
export type AmeldingMessageSums = {
  /** Income recipients, each person counted once across sub-units. */
  employeeCount: number;
  /** The persons' withholding (forskuddstrekk): the negated sum of their (negative) amounts. */
  withholding: number;
  /** The persons' garnishments (utleggstrekk), likewise. */
  garnishment: number;
  /** Employer tax: every sub-unit's basis × rate per zone, summed exactly, then the øre dropped. */
  employerTax: number;
};

const recipientsOf = (virksomheter: readonly AmeldingVirksomhet[]) =>
  virksomheter.flatMap((virksomhet) => virksomhet.inntektsmottaker ?? []);

/** The exact employer tax of sub-units' bases (basis × rate ÷ 100 per loennOgGodtgjoerelse), not rounded. */
export function employerTaxOfVirksomheter(virksomheter: readonly AmeldingVirksomhet[]): Money {
  return sumMoney(
    virksomheter
      .flatMap((virksomhet) => virksomhet.arbeidsgiveravgift?.loennOgGodtgjoerelse ?? [])
      .map((basis) =>
        amountOrZero(basis.avgiftsgrunnlagBeloep).times(amountOrZero(basis.prosentsatsForAvgiftsberegning)).div(100),
      ),
  );
}

/** The sums of one message as the service calculates them; a cancellation (`oppgave: {}`) sums to zero. */
export function ameldingMessageSums(message: AmeldingMessage): AmeldingMessageSums {
  const virksomheter = message.leveranse.oppgave.virksomhet ?? [];
  const recipients = recipientsOf(virksomheter);
  const people = new Set(recipients.map((recipient, index) => recipient.norskIdentifikator ?? `#${index}`));
  // Person-level amounts are negative (a positive one gives back what was withheld): the sum is their negation.
  const positive = (amounts: unknown[]) => wholeKroner(sumMoney(amounts.map(amountOrZero)).negated());
  return {
    employeeCount: people.size,
    withholding: positive(recipients.flatMap((recipient) => (recipient.forskuddstrekk ?? []).map((row) => row.beloep))),
    garnishment: positive(recipients.flatMap((recipient) => (recipient.utleggstrekk ?? []).map((row) => row.beloep))),
    employerTax: wholeKroner(employerTaxOfVirksomheter(virksomheter)),
  };
}
