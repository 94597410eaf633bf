import { amountText } from '../../documents/amount-text.js';
import { Decimal } from '../../decimal.js';
import { amountOf } from './amounts.js';
import type { AmeldingDeviationSeverity } from './statuses.js';

/** What the feedback says of a message: received, rejected, or replaced by a later one (mottakstatus). */
export const AMELDING_RECEIPTS = ['RECEIVED', 'REJECTED', 'REPLACED'] as const;
export type AmeldingReceiptKind = (typeof AMELDING_RECEIPTS)[number];

export type AmeldingFeedbackDeviation = {
  /** The rule id (avvik.id), e.g. "AMLD-SIM-103". */
  code: string;
  severity: AmeldingDeviationSeverity;
  name: string;
  details: string | null;
  /** Where in the message, from the nodes around it ("Kari Nordmann, arbeidsforhold AF-12"); null for the message. */
  where: string | null;
};

export type AmeldingFeedbackPayment = {
  accountNumber: string;
  withholdingKid: string;
  employerTaxKid: string;
  dueDate: string;
};

/** A message's feedback as Fjord shows it. Sums are decimal strings with two decimals ("36071.00"). */
export type AmeldingFeedbackReading = {
  receipt: AmeldingReceiptKind;
  receivedAt: string | null;
  employeeCount: number | null;
  /** The service's calculated sums of this message. */
  withholding: string;
  employerTax: string;
  /** The month's totals over every valid message. */
  periodWithholding: string;
  periodEmployerTax: string;
  periodGarnishment: string;
  deviations: AmeldingFeedbackDeviation[];
  /** How to pay, when the feedback gives account, both KIDs and the due date. */
  payment: AmeldingFeedbackPayment | null;
  /** Withholding per pay date with its due date, when the feedback lists it (the simulated service does). */
  withholdingByPayDate: { payDate: string; amount: string; dueDate: string }[];
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field by name, any case ("Mottak" or "mottak"). */
function field(node: Node, name: string): unknown {
  if (name in node) return node[name];
  const lower = name.toLowerCase();
  const key = Object.keys(node).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : node[key];
}

/** One object or a list of them, as the Altinn 2 feedback allowed either. */
const listOf = (value: unknown): Node[] => (Array.isArray(value) ? value : [value]).filter(isNode);

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

function nodeAt(node: Node, ...path: string[]): Node | null {
  let current: unknown = node;
  for (const name of path) current = isNode(current) ? field(current, name) : undefined;
  return isNode(current) ? current : null;
}

/** The text at a path of field names, or null. */
function textAt(node: Node, ...path: string[]): string | null {
  const parent = nodeAt(node, ...path.slice(0, -1));
  return parent ? textOf(field(parent, path[path.length - 1]!)) : null;
}

const RECEIPTS: Readonly<Record<string, AmeldingReceiptKind>> = {
  mottatt: 'RECEIVED',
  avvist: 'REJECTED',
  erstattet: 'REPLACED',
};

/** An unknown severity is shown as one to act on now rather than hidden. */
const SEVERITIES: Readonly<Record<string, AmeldingDeviationSeverity>> = {
  avvisning: 'REJECTION',
  oeyeblikkelig: 'IMMEDIATE',
  retningslinje: 'GUIDELINE',
};

/** Every month block (Mottak) in the document: any object that lists received messages. */
function mottakBlocks(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) mottakBlocks(item, found);
  else if (isNode(value)) {
    if (field(value, 'mottattLeveranse') !== undefined) found.push(value);
    else for (const child of Object.values(value)) mottakBlocks(child, found);
  }
  return found;
}

const isMessage = (meldingsId: string) => (node: Node) => textOf(field(node, 'meldingsId')) === meldingsId;

/**
 * Reads the feedback of the message `meldingsId` (feedback.md §2–§5), tolerantly: the document may be one month
 * block or a list, wrapped or not; names in any case; `avvik` at any level; unknown fields ignored. Deviations
 * are those of the month (its `avvik`, the period's) and of this message down to its lines — not those of the
 * month's other messages. `names` (norskIdentifikator → name) names people the feedback gives no name for.
 * Null when the message is not in the feedback, or its mottakstatus is none of mottatt / avvist / erstattet.
 */
export function readAmeldingFeedback(
  feedback: unknown,
  meldingsId: string,
  names: Readonly<Record<string, string>> = {},
): AmeldingFeedbackReading | null {
  const mottak = mottakBlocks(feedback).find((block) =>
    listOf(field(block, 'mottattLeveranse')).some(isMessage(meldingsId)),
  );
  if (!mottak) return null;
  const message = listOf(field(mottak, 'mottattLeveranse')).find(isMessage(meldingsId))!;
  const receipt = RECEIPTS[textOf(field(message, 'mottakstatus'))?.toLowerCase() ?? ''];
  if (!receipt) return null;
  const ownSums = nodeAt(message, 'mottattAvgiftOgTrekkTotalt') ?? {};
  const periodSums = nodeAt(mottak, 'mottattPeriode', 'mottattAvgiftOgTrekkTotalt') ?? {};
  const count = amountOf(field(message, 'antallInntektsmottakere'));
  return {
    receipt,
    receivedAt: textOf(field(message, 'tidsstempelFraAltinn')) ?? textOf(field(message, 'mottattTidspunkt')),
    employeeCount: count === null ? null : count.toNumber(),
    withholding: sumText(field(ownSums, 'sumForskuddstrekk'), true),
    employerTax: sumText(field(ownSums, 'sumArbeidsgiveravgift')),
    periodWithholding: sumText(field(periodSums, 'sumForskuddstrekk'), true),
    periodEmployerTax: sumText(field(periodSums, 'sumArbeidsgiveravgift')),
    periodGarnishment: sumText(field(periodSums, 'sumUtleggstrekk'), true),
    deviations: deviationsOf(mottak, message, names),
    payment: paymentOf(nodeAt(mottak, 'innbetalingsinformasjon')),
    withholdingByPayDate: withholdingByPayDateOf(nodeAt(mottak, 'innbetalingsinformasjon')),
  };
}

/**
 * A sum as "1234.00"; missing or unreadable is zero. Withholding and garnishment are read without their sign: one
 * reader of the Altinn 2 feedback flips the period's withholding, so it may come negative (feedback.md §2).
 */
function sumText(value: unknown, unsigned = false): string {
  const amount = amountOf(value) ?? new Decimal(0);
  return amountText((unsigned ? amount.abs() : amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

type Frame = { key: string; node: Node };

/** The deviations of the month and of this message: every `avvik`, skipping the month's other messages. */
function deviationsOf(
  mottak: Node,
  message: Node,
  names: Readonly<Record<string, string>>,
): AmeldingFeedbackDeviation[] {
  const found: AmeldingFeedbackDeviation[] = [];
  const walk = (node: Node, frames: Frame[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (key.toLowerCase() === 'avvik') {
        for (const avvik of listOf(value)) found.push(deviationOf(avvik, whereOf(frames, names)));
        continue;
      }
      const children =
        key.toLowerCase() === 'mottattleveranse' ? listOf(value).filter((item) => item === message) : listOf(value);
      for (const child of children) walk(child, [...frames, { key: key.toLowerCase(), node: child }]);
    }
  };
  walk(mottak, []);
  return found;
}

function deviationOf(avvik: Node, where: string | null): AmeldingFeedbackDeviation {
  const severity = textOf(field(avvik, 'alvorlighetsgrad'))?.toLowerCase() ?? '';
  return {
    code: textOf(field(avvik, 'id')) ?? '',
    severity: SEVERITIES[severity] ?? 'IMMEDIATE',
    name: textOf(field(avvik, 'navn')) ?? '',
    details: textOf(field(avvik, 'detaljer')),
    where,
  };
}

/**
 * Where a deviation is, in the a-melding's own words: the person (by the feedback's name, else `names`), the
 * arbeidsforhold, leave or income line; the virksomhet only when no person is involved. Null at message level.
 */
function whereOf(frames: readonly Frame[], names: Readonly<Record<string, string>>): string | null {
  const hasPerson = frames.some((frame) => frame.key === 'inntektsmottaker');
  const hasEmployment = frames.some((frame) => frame.key === 'arbeidsforhold');
  const parts = frames.flatMap(({ key, node }): (string | null)[] => {
    const text = (name: string) => textOf(field(node, name));
    switch (key) {
      case 'virksomhet':
        return hasPerson ? [] : [prefixed('virksomhet', text('norskIdentifikator'))];
      case 'inntektsmottaker': {
        const identifier = text('norskIdentifikator');
        return [
          textAt(node, 'identifiserendeInformasjon', 'navn') ?? (identifier ? (names[identifier] ?? null) : null),
        ];
      }
      case 'arbeidsforhold':
        return [prefixed('arbeidsforhold', text('arbeidsforholdId'))];
      case 'permisjon':
        return [prefixed('permisjon', text('permisjonId'))];
      case 'permittering':
        return [prefixed('permittering', text('permitteringId'))];
      case 'inntekt': {
        const description = textAt(node, 'loennsinntekt', 'beskrivelse');
        return [
          ...(hasEmployment ? [] : [prefixed('arbeidsforhold', text('arbeidsforholdId'))]),
          description ? `inntekt ${description}` : 'inntekt',
        ];
      }
      case 'arbeidsgiveravgift':
        return ['arbeidsgiveravgift'];
      case 'loennoggodtgjoerelse':
        return [prefixed('sone', text('sone'))];
      default:
        return [];
    }
  });
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length > 0 ? kept.join(', ') : null;
}

const prefixed = (label: string, value: string | null) => (value === null ? null : `${label} ${value}`);

function paymentOf(info: Node | null): AmeldingFeedbackPayment | null {
  if (!info) return null;
  const accountNumber = textOf(field(info, 'kontonummer'));
  const withholdingKid = textOf(field(info, 'kidForForskuddstrekk'));
  const employerTaxKid = textOf(field(info, 'kidForArbeidsgiveravgift'));
  const dueDate = textOf(field(info, 'forfallsdato'));
  if (!accountNumber || !withholdingKid || !employerTaxKid || !dueDate) return null;
  return { accountNumber, withholdingKid, employerTaxKid, dueDate };
}

function withholdingByPayDateOf(info: Node | null): AmeldingFeedbackReading['withholdingByPayDate'] {
  if (!info) return [];
  return listOf(field(info, 'forskuddstrekkPerLoennsutbetalingsdato')).flatMap((row) => {
    const payDate = textOf(field(row, 'loennsutbetalingsdato'));
    const dueDate = textOf(field(row, 'forfallsdato'));
    return payDate && dueDate ? [{ payDate, amount: sumText(field(row, 'beloep'), true), dueDate }] : [];
  });
}
