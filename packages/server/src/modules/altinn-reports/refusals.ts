import type { AmeldingRefusal } from '@fjord/domain';

export { AMELDING_REFUSALS, type AmeldingRefusal } from '@fjord/domain';

/** The model a-melding refusals and audit events name (VALIDATION {model: 'amelding', attribute, type}). */
export const AMELDING_MODEL = 'amelding';

/** A refusal with its details, as send throws it and the preview words it. */
export type AmeldingProblem = { type: AmeldingRefusal; params?: Record<string, string | number> };
