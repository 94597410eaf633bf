import fs from 'node:fs';
import type { Locale } from '@fjord/domain';
import { serverPath } from '../../server-root.js';
import type { EhfFinding } from './run-schematron.js';

/** A finding as a user reads it: which rule, what it says in the user's language, which fields. */
export type FindingDescription = {
  ruleId: string;
  flag: EhfFinding['flag'];
  /** The rule's text in the locale: the nb translation, or the official English text. */
  message: string;
  /** The official (English) text as the validator reported it, values filled in. */
  officialText: string;
  /** The EN 16931 business terms the rule names, in the locale: "Fakturanummer (BT-1)". */
  fields: string[];
  /** XPath of the element the finding concerns. */
  location: string;
};

type BusinessTerm = { en: string; nb: string };

const packFile = (name: string) => serverPath('standards', 'peppol-bis-billing-3', name);
let nbTexts: Record<string, string> | undefined;
let terms: Record<string, BusinessTerm> | undefined;

/** The nb text of every rule of the pack, keyed by rule id (rule-texts-nb.json beside the rules). */
export function ruleTextsNb(): Record<string, string> {
  nbTexts ??= JSON.parse(fs.readFileSync(packFile('rule-texts-nb.json'), 'utf8')) as Record<string, string>;
  return nbTexts;
}

/** The EN 16931 business terms (BT-n) and groups (BG-n) the rules name, in en and nb (business-terms.json). */
export function businessTerms(): Record<string, BusinessTerm> {
  terms ??= JSON.parse(fs.readFileSync(packFile('business-terms.json'), 'utf8')) as Record<string, BusinessTerm>;
  return terms;
}

/** The findings the validator makes itself (not rules of the pack), by their `test`. */
const VALIDATOR_TEXTS: Record<string, { nb: string; en: string }> = {
  'well-formed XML': { nb: 'Dokumentet er ikke gyldig XML.', en: 'The document is not well-formed XML.' },
  'no DOCTYPE': {
    nb: 'Dokumentet har en dokumenttypedeklarasjon (<!DOCTYPE>); et EHF-dokument kan ikke ha det.',
    en: 'The document has a document type declaration (<!DOCTYPE>); an EHF document must not have one.',
  },
  'UBL 2.1 maindoc schema': {
    nb: 'Dokumentet er ikke en UBL 2.1-faktura eller -kreditnota.',
    en: 'The document is not a UBL 2.1 invoice or credit note.',
  },
};
const SCHEMA_TEXT = {
  nb: 'Dokumentet følger ikke XML-skjemaet for UBL 2.1.',
  en: 'The document does not follow the UBL 2.1 XML schema.',
};

/** The business terms an official rule text names ("… Invoice number (BT-1) …"), in order, once each. */
export function businessTermsNamed(text: string): string[] {
  return [...new Set(text.match(/\bB[TG]-\d+\b/g) ?? [])];
}

/**
 * What a user is shown for a finding, in nb or en: the rule id, the rule's text (a rule without nb
 * text, say of a newer pack, falls back to the official English text), the fields it concerns and
 * where. The validator's own XML and schema findings get a text of their own, with the parser's
 * English detail as official text.
 */
export function describeFinding(finding: EhfFinding, locale: Locale): FindingDescription {
  const officialText = finding.text;
  const fields = businessTermsNamed(officialText).flatMap((id) => {
    const term = businessTerms()[id];
    return term ? [`${term[locale]} (${id})`] : [id];
  });
  return {
    ruleId: finding.ruleId,
    flag: finding.flag,
    message: messageOf(finding, locale),
    officialText,
    fields,
    location: finding.location,
  };
}

function messageOf(finding: EhfFinding, locale: Locale): string {
  if (finding.source === 'xml' || finding.source === 'xsd') {
    const own = VALIDATOR_TEXTS[finding.test] ?? SCHEMA_TEXT;
    return own[locale];
  }
  const english = finding.text.replace(/^\[[^\]]+\]-\s*/, '');
  return locale === 'nb' ? (ruleTextsNb()[finding.ruleId] ?? english) : english;
}
