/**
 * The a-melding v2.3 as JSON (`{ "leveranse": {...} }`), the parts Fjord writes. Names are the XML element names;
 * repeatable elements are arrays (also with one item). Decimals are strings with at least one decimal ("52000.0"),
 * whole-krone amounts are integers. Source: standards a-melding/v2.3 (README §4, structure.md); the JSON Schema
 * the server checks every message against is in packages/server/reference-data/a-melding/v2.3.
 *
 * The simulated service reads messages it did not build (the pack's examples, older versions): readers of these
 * types take decimals and integers as numbers or strings alike (see `amountOf`), as the schema does.
 */
export type AmeldingMessage = { leveranse: AmeldingLeveranse };

/** xs:decimal as Fjord writes it ("52000.0", "-650.0", "14.1"); the schema also allows a JSON number. */
export type AmeldingDecimal = string;

export type AmeldingLeveranse = {
  leveringstidspunkt: string;
  kalendermaaned: string;
  kildesystem: string;
  meldingsId: string;
  erstatterMeldingsId?: string;
  opplysningspliktig: { norskIdentifikator: string };
  oppgave: AmeldingOppgave;
  spraakForTilbakemelding?: 'bokmaal' | 'nynorsk' | 'engelsk';
};

/** JuridiskEntitet: every child optional, so a cancellation is `{}`. */
export type AmeldingOppgave = {
  betalingsinformasjon?: AmeldingBetalingsinformasjon;
  virksomhet?: AmeldingVirksomhet[];
  pensjonsinnretning?: { identifikator: string }[];
};

export type AmeldingBetalingsinformasjon = {
  /** Kept in the model; Fjord gives the per-date list instead (README §5). */
  sumForskuddstrekk?: number;
  sumArbeidsgiveravgift?: number;
  sumUtleggstrekk?: number;
  sumForskuddstrekkPerLoennsutbetalingsdato?: { loennsutbetalingsdato: string; beloep: number }[];
};

export type AmeldingVirksomhet = {
  norskIdentifikator: string;
  inntektsmottaker?: AmeldingInntektsmottaker[];
  arbeidsgiveravgift?: { loennOgGodtgjoerelse?: AmeldingAvgiftsgrunnlag[] };
};

export type AmeldingAvgiftsgrunnlag = {
  beregningskodeForArbeidsgiveravgift: string;
  sone: string;
  avgiftsgrunnlagBeloep: AmeldingDecimal;
  prosentsatsForAvgiftsberegning: AmeldingDecimal;
};

export type AmeldingInntektsmottaker = {
  norskIdentifikator?: string;
  identifiserendeInformasjon?: { navn: string; foedselsdato: string; ansattnummer?: string };
  arbeidsforhold?: AmeldingArbeidsforhold[];
  fradrag?: { beskrivelse: string; beloep: AmeldingDecimal }[];
  /** Negative at person level. */
  forskuddstrekk?: { beskrivelse?: string; beloep: number }[];
  inntekt?: AmeldingInntekt[];
  /** Negative at person level. */
  utleggstrekk?: { beskrivelse: string; beloep: number; datoForUtleggstrekk?: string }[];
};

export type AmeldingArbeidsforhold = {
  arbeidsforholdId?: string;
  typeArbeidsforhold: string;
  startdato?: string;
  sluttdato?: string;
  antallTimerPerUkeSomEnFullStillingTilsvarer?: AmeldingDecimal;
  yrke?: string;
  arbeidstidsordning?: string;
  stillingsprosent?: AmeldingDecimal;
  sisteLoennsendringsdato?: string;
  permisjon?: AmeldingPermisjon[];
  sisteDatoForStillingsprosentendring?: string;
  aarsakTilSluttdato?: string;
  formForAnsettelse?: string;
  permittering?: AmeldingPermittering[];
};

export type AmeldingPermisjon = {
  startdato: string;
  sluttdato?: string;
  permisjonsprosent: AmeldingDecimal;
  permisjonId: string;
  beskrivelse: string;
  loennet?: boolean;
};

export type AmeldingPermittering = {
  permitteringId: string;
  varslingsdato: string;
  startdatoPermittering: string;
  sluttdatoPermittering?: string;
  sluttdatoLoennsplikt: string;
  permitteringsprosent: AmeldingDecimal;
  permitteringsaarsak: string;
};

/** One income line; exactly one of the four kinds (the schema's oneOf). Fjord's pay codes are all loennsinntekt. */
export type AmeldingInntekt = {
  startdatoOpptjeningsperiode?: string;
  sluttdatoOpptjeningsperiode?: string;
  fordel: string;
  utloeserArbeidsgiveravgift: boolean;
  inngaarIGrunnlagForTrekk: boolean;
  beloep: AmeldingDecimal;
  arbeidsforholdId?: string;
  loennsinntekt?: { beskrivelse: string; antall?: AmeldingDecimal; [more: string]: unknown };
  ytelseFraOffentlige?: { beskrivelse: string; [more: string]: unknown };
  pensjonEllerTrygd?: { beskrivelse: string; [more: string]: unknown };
  naeringsinntekt?: { beskrivelse: string; [more: string]: unknown };
};
