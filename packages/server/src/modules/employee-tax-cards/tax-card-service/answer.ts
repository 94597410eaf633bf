import type { FetchedTaxCard, TaxCardAnswer, TaxCardDocument, TaxCardRequest } from './port.js';

/**
 * The answer of Skatteetaten's "Skattekort til arbeidsgiver" (GET …/skattekortTilArbeidsgiver/svar/{ref}),
 * the parts this app reads: per employer and employee the result code and the card, whose
 * forskuddstrekk holds one deduction per trekkode — a table (trekktabell), a percentage
 * (trekkprosent) or an exemption card (frikort).
 */
export type Forskuddstrekk = {
  trekkode: string;
  trekktabell?: { tabelltype?: string; tabellnummer: string; prosentsats?: number; antallMaanederForTrekk?: number };
  trekkprosent?: { prosentsats: number; antallMaanederForTrekk?: number };
  frikort?: { frikortbeloep?: number };
};

export type Arbeidstaker = {
  inntektsaar: number;
  arbeidstakeridentifikator: string;
  /** skattekortopplysningerOK, ikkeSkattekort, ugyldigFoedselsEllerDnummer, ikkeTrekkplikt, … */
  resultatPaaForespoersel: string;
  skattekort?: { utstedtDato: string; skattekortidentifikator: number; forskuddstrekk: Forskuddstrekk[] };
  tilleggsopplysning?: string[];
};

export type SkattekortTilArbeidsgiver = {
  status?: string;
  arbeidsgiver: { arbeidsgiveridentifikator: { organisasjonsnummer: string }; arbeidstaker: Arbeidstaker[] }[];
};

export const RESULT_OK = 'skattekortopplysningerOK';
export const MAIN_EMPLOYER = 'loennFraHovedarbeidsgiver';
export const SECONDARY_EMPLOYER = 'loennFraBiarbeidsgiver';

/** Percentages and amounts as the app's decimal strings. */
const decimal = (value: number | undefined) => (value === undefined ? null : String(value));

/** The deduction for this employer as the app's card; null when the card has none for the trekkode. */
export function cardOf(employee: Arbeidstaker, employer: TaxCardRequest['employer']): FetchedTaxCard | null {
  const deductions = employee.skattekort?.forskuddstrekk ?? [];
  const wanted = employer === 'secondary' ? SECONDARY_EMPLOYER : MAIN_EMPLOYER;
  const deduction = deductions.find((row) => row.trekkode === wanted);
  if (!deduction) return null;
  const base = { calendarYear: employee.inntektsaar, taxTable: null, taxExemptionAmountLimit: null };
  if (deduction.frikort)
    return {
      ...base,
      taxDeductionMethod: 'TAX_EXEMPTION',
      // Above the limit the exemption card deducts 50 %; the answer gives no percentage.
      taxPercentage: '50',
      taxExemptionAmountLimit: decimal(deduction.frikort.frikortbeloep),
    };
  if (deduction.trekktabell)
    return {
      ...base,
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxTable: deduction.trekktabell.tabellnummer,
      taxPercentage: decimal(deduction.trekktabell.prosentsats),
    };
  if (deduction.trekkprosent)
    return {
      ...base,
      taxDeductionMethod: employer === 'secondary' ? 'SECONDARY_EMPLOYER_PERCENTAGE' : 'MAIN_EMPLOYER_PERCENTAGE',
      taxPercentage: decimal(deduction.trekkprosent.prosentsats),
    };
  return null;
}

/** The port's answer for one employee of an answer document. */
export function answerOf(answer: SkattekortTilArbeidsgiver, request: TaxCardRequest, fetchedAt: Date): TaxCardAnswer {
  const employee = answer.arbeidsgiver
    .flatMap((employer) => employer.arbeidstaker)
    .find((row) => row.arbeidstakeridentifikator === request.personalNumber && row.inntektsaar === request.year);
  const document = documentOf(answer, request, fetchedAt);
  const resultCode = employee?.resultatPaaForespoersel ?? 'ikkeSkattekort';
  const card = employee && resultCode === RESULT_OK ? cardOf(employee, request.employer) : null;
  return card
    ? { status: 'FOUND', card, document, resultCode, fetchedAt }
    : { status: 'NOT_FOUND', document, resultCode, fetchedAt };
}

// ---------------------------------------------------------------------------------------------
// The document: the answer as XML, in the service's own element names
// ---------------------------------------------------------------------------------------------

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type XmlValue = string | number | undefined | XmlNode | XmlNode[];
type XmlNode = { [element: string]: XmlValue };

function render(node: XmlNode, indent: string): string {
  return Object.entries(node)
    .flatMap(([name, value]) => {
      if (value === undefined) return [];
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) =>
        typeof item === 'object'
          ? `${indent}<${name}>\n${render(item, `${indent}  `)}${indent}</${name}>\n`
          : `${indent}<${name}>${escapeXml(String(item))}</${name}>\n`,
      );
    })
    .join('');
}

const NAMESPACE = 'urn:ske:fastsetting:innsamling:forskuddstrekk:skattekorttilarbeidsgiver:v1';

/** The answer as an XML file named after the employee's birth date part and the year (no full number in names). */
export function documentOf(
  answer: SkattekortTilArbeidsgiver,
  request: TaxCardRequest,
  fetchedAt: Date,
): TaxCardDocument {
  const body = render(answer as unknown as XmlNode, '  ');
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<skattekortTilArbeidsgiver xmlns="${NAMESPACE}" hentet="${fetchedAt.toISOString()}">\n${body}</skattekortTilArbeidsgiver>\n`;
  return {
    fileName: `skattekort-${request.year}-${request.personalNumber.slice(0, 6)}.xml`,
    contentType: 'application/xml',
    data: Buffer.from(xml, 'utf8'),
  };
}
