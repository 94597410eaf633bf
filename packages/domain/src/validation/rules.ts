import { numberRules } from './number-rules.js';
import { textRules } from './text-rules.js';

export {
  fieldValue,
  validate,
  type FailureParams,
  type NumberReader,
  type Ref,
  type Rule,
  type RuleContext,
  type RuleFailure,
  type ValueKind,
} from './rule.js';
export { textRules } from './text-rules.js';

/**
 * Every rule (see rule.ts for how they compose): the text rules and the number rules. Wherever the
 * rules are used this is the one to take, except in a module that must not load decimal.js, which
 * takes `textRules`, the same functions without the number rules.
 */
export const rules = { ...textRules, ...numberRules };
