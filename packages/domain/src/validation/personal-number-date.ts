/**
 * The rule "personal number or D-number must start with a valid date", under the
 * name the validation rules use; the date logic lives with the rest of the personal number's rules.
 */
export { startsWithValidDate as startsWithValidBirthDate } from '../identifiers/personal-number.js';
