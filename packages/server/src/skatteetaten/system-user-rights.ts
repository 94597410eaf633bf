/**
 * The rights Fjord's system user asks each company for, as Altinn resources (urn:altinn:resource): the a-melding's
 * (standards a-melding/v2.3 README §1, "ske-innrapportering-amelding") and the tax cards'. The names are what the
 * approval page shows the company. The tax card resource id is the one Fjord's system is registered with in the
 * system register; check it there before production (the a-melding's is Skatteetaten's documented one).
 */
export const SYSTEM_USER_RIGHTS = [
  { resource: 'ske-innrapportering-amelding', name: 'Innrapportering av a-melding' },
  { resource: 'ske-skattekort-til-arbeidsgiver', name: 'Skattekort til arbeidsgiver' },
] as const;
