/**
 * The feedback (tilbakemelding) as the simulated service writes it: the shape of feedback.md §5 (the Altinn 2
 * feedback's element names, arrays for repeatable elements), which is also the shape `readAmeldingFeedback` reads
 * first. The real 2026 feedback's JSON is not confirmed (feedback.md §1): the reader is tolerant beyond this type.
 */
export type AmeldingFeedbackDocument = { mottak: AmeldingFeedbackMottak[] };

/** feedback.md §3: avvisning rejects the message; oeyeblikkelig must be fixed now; retningslinje in the next one. */
export type AmeldingAvvikSeverity = 'avvisning' | 'oeyeblikkelig' | 'retningslinje';

export type AmeldingAvvik = { id: string; alvorlighetsgrad: AmeldingAvvikSeverity; navn: string; detaljer: string };

export type AmeldingAvgiftOgTrekk = {
  sumArbeidsgiveravgift: number;
  sumForskuddstrekk: number;
  sumUtleggstrekk?: number;
  sumFinansskattLoenn?: number;
};

/** One month of one opplysningspliktig: every message received for it, the month's totals, how to pay. */
export type AmeldingFeedbackMottak = {
  kalendermaaned: string;
  innsender: { norskIdentifikator: string };
  mottattLeveranse: AmeldingMottattLeveranse[];
  mottattPeriode: { mottattAvgiftOgTrekkTotalt: AmeldingAvgiftOgTrekk; avvik?: AmeldingAvvik[] };
  innbetalingsinformasjon?: AmeldingInnbetalingsinformasjon;
};

export type AmeldingReceiptStatus = 'mottatt' | 'avvist' | 'erstattet';

export type AmeldingMottattLeveranse = {
  meldingsId: string;
  erstatterMeldingsId?: string;
  mottakstatus: AmeldingReceiptStatus;
  leveringstidspunkt: string;
  /** The time of receipt (the Altinn 2 name; its 2026 counterpart is not known). */
  tidsstempelFraAltinn: string;
  antallInntektsmottakere: number;
  mottattAvgiftOgTrekkTotalt: AmeldingAvgiftOgTrekk;
  /** Deviations of the message as a whole. */
  avvik?: AmeldingAvvik[];
  /** The reported content repeated where a deviation belongs (feedback.md §2), only the parts that have one. */
  oppgave?: { virksomhet: AmeldingFeedbackVirksomhet[] };
};

export type AmeldingFeedbackVirksomhet = {
  norskIdentifikator: string;
  avvik?: AmeldingAvvik[];
  inntektsmottaker?: AmeldingFeedbackInntektsmottaker[];
};

export type AmeldingFeedbackInntektsmottaker = {
  norskIdentifikator?: string;
  identifiserendeInformasjon?: { navn: string; foedselsdato: string };
  avvik?: AmeldingAvvik[];
  arbeidsforhold?: { arbeidsforholdId?: string; avvik: AmeldingAvvik[] }[];
  inntekt?: {
    arbeidsforholdId?: string;
    fordel?: string;
    beloep?: unknown;
    loennsinntekt?: { beskrivelse: string };
    avvik: AmeldingAvvik[];
  }[];
};

export type AmeldingInnbetalingsinformasjon = {
  kontonummer: string;
  kidForForskuddstrekk: string;
  kidForArbeidsgiveravgift: string;
  /** The due date of the month's employer tax (the end of its two-month term's payment). */
  forfallsdato: string;
  /**
   * The simulated service's addition (whether the 2026 feedback has it is unknown, feedback.md §4): the
   * withholding per pay date with its own due date, as withholding is due the working day after each pay date.
   */
  forskuddstrekkPerLoennsutbetalingsdato?: { loennsutbetalingsdato: string; beloep: number; forfallsdato: string }[];
};
