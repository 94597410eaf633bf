import type { Locale } from '@fjord/domain';
import type { AmeldingProblem, AmeldingRefusal } from './refusals.js';

/**
 * The preview's problems in the user's language (the server words them, as it words the EHF findings and the
 * mails, by the user's locale); the same refusals reach the web from send as VALIDATION types.
 */
const TEXTS: Record<Locale, Record<AmeldingRefusal, (params: Record<string, string | number>) => string>> = {
  nb: {
    system_user_not_approved: () =>
      'Fjords systembruker er ikke godkjent i Altinn. Godkjenn den under Firmainnstillinger → Altinn-brukere.',
    unlocked_paychecks: (p) => `Måneden har ${p.count} lønnsslipper som ikke er låst. Lås eller slett dem først.`,
    not_latest: () => 'Bare den siste meldingen i kjeden kan erstattes eller annulleres.',
    invalid_transition: (p) => `Meldingen har status ${p.status} og kan ikke erstattes eller annulleres.`,
    schema_invalid: (p) => `Meldingen følger ikke a-meldingens skjema (v2.3): ${p.paths}.`,
    already_reported: () =>
      'Måneden har allerede en a-melding som er mottatt eller på vei. Erstatt den i stedet for å sende en ny.',
    too_early: () => 'Bare måneder til og med inneværende måned kan sendes.',
    missing_sub_unit: (p) => `Lønnsslipp ${p.number} mangler virksomhet (underenhet).`,
    missing_personal_number: (p) => `Lønnsslipp ${p.number} mangler fødselsnummer eller D-nummer.`,
    relation_missing_sub_unit: (p) => `Arbeidsforholdet til ${p.name} mangler virksomhet (underenhet).`,
    relation_missing_personal_number: (p) => `${p.name} mangler fødselsnummer eller D-nummer.`,
    missing_organization_number: () => 'Firmaet mangler organisasjonsnummer.',
  },
  en: {
    system_user_not_approved: () =>
      "Fjord's system user is not approved in Altinn. Approve it under Company settings → Altinn users.",
    unlocked_paychecks: (p) => `The month has ${p.count} paychecks that are not locked. Lock or delete them first.`,
    not_latest: () => 'Only the latest message of its chain can be replaced or cancelled.',
    invalid_transition: (p) => `The message is ${p.status} and cannot be replaced or cancelled.`,
    schema_invalid: (p) => `The message does not follow the a-melding schema (v2.3): ${p.paths}.`,
    already_reported: () =>
      'The month already has an a-melding that is received or on its way. Replace it instead of sending a new one.',
    too_early: () => 'Only months up to the current month can be sent.',
    missing_sub_unit: (p) => `Paycheck ${p.number} has no sub-unit.`,
    missing_personal_number: (p) => `Paycheck ${p.number} has no personal number or D number.`,
    relation_missing_sub_unit: (p) => `The work relation of ${p.name} has no sub-unit.`,
    relation_missing_personal_number: (p) => `${p.name} has no personal number or D number.`,
    missing_organization_number: () => 'The company has no organisation number.',
  },
};

export const problemText = (problem: AmeldingProblem, locale: Locale) =>
  TEXTS[locale][problem.type](problem.params ?? {});
