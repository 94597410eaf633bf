/**
 * Business constants and limits, named once for server and web.
 */
export const LIST_PAGE_SIZE = 100;
export const UNITS_LIST_LIMIT = 200;
export const AUTOCOMPLETE_LIMIT = 200;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_EMAIL_COPIES = 10;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 15 * 1024 * 1024;
export const IMAGE_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1680 } as const;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_LIST_MIN_HEIGHT_PX = 200;
export const AUTOCOMPLETE_LIST_MAX_WIDTH_PX = 200;
export const VALIDATION_DEBOUNCE_MS = 50;
export const DEFAULT_DEBOUNCE_MS = 300;
export const BUTTON_THROTTLE_MS = 200;
export const TOAST_DURATION_MS = 3000;
export const TOAST_ERROR_DURATION_MS = 30000;
export const CHUNK_TIMEOUT_MS = 120000;
export const ROUTE_HISTORY_SIZE = 100;
export const BIG_LOADING_LINK_DELAY_MS = 5000;
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_COUNTDOWN_S = 120;
export const RELOAD_WARNING_WINDOW_MS = 10_000;
export const REPEAT_MISSING_SCRIPT_WINDOW_MS = 30 * 60 * 1000;
export const SUPPORTED_LOCALES = ['en', 'nb'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const CURRENCY_DECIMALS = 2;
export const TEXTAREA_ROWS = 3;
export const MENU_WIDTH_EXPANDED_PX = 250;
export const MENU_WIDTH_COLLAPSED_PX = 50;
export const USER_DROPDOWN_WIDTH_PX = 200;
export const SELECT_MIN_WIDTH_PX = 200;
/** Which sections of the paycheck page a user expanded is remembered this long after the last change (spec). */
export const PAYCHECK_SECTIONS_REMEMBERED_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_REGISTRATION_COUNTRY = 'NO';

/** Autocomplete lists load more when the user scrolls within this many viewport heights of the end. */
export const AUTOCOMPLETE_NEAR_END_VIEWPORTS = 2;
/** The company switcher suggests from the first keystroke. */
export const COMPANY_SWITCHER_MIN_CHARS = 0;
export const TOAST_KINDS = ['info', 'success', 'warning', 'error'] as const;

/** File sizes show in KB below this many KB, in MB above, with one decimal. */
export const FILE_SIZE_MB_THRESHOLD_KB = 1024;
export const FILE_SIZE_DECIMALS = 1;

/** KID check digits: MOD10 (Luhn, weights 2,1 from the right) and MOD11 (weights 2–7 repeating from the right). */
export const KID_MOD10_WEIGHTS = [2, 1] as const;
export const KID_MOD11_WEIGHTS = [2, 3, 4, 5, 6, 7] as const;
/** MOD11 remainders with a fixed check character: 0 gives "0", 1 gives "-". */
export const KID_MOD11_CHECK_FOR_REMAINDER_0 = '0';
export const KID_MOD11_CHECK_FOR_REMAINDER_1 = '-';

/** Weights for a personal number's 10th digit, applied from the 9th digit backwards to the 1st. */
export const PERSONAL_NUMBER_FIRST_CHECK_WEIGHTS = [2, 5, 4, 9, 8, 1, 6, 7, 3] as const;

/** Login throttling: 10 failures from one IP within 15 minutes suspend it for 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_SUSPENSION_MS = 15 * 60 * 1000;
/** Failed sign-ins for one account (from any IPs) within the same window that suspend its sign-in as long. */
export const ACCOUNT_LOGIN_FAILURE_LIMIT = 5;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
