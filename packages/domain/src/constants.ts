/**
 * Business constants and limits of spec 001 §9, named once for server and web.
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
export const POSITION_POLLING_MS = 25;
export const TOAST_DURATION_MS = 3000;
export const TOAST_ERROR_DURATION_MS = 30000;
export const CHUNK_TIMEOUT_MS = 120000;
export const ROUTE_HISTORY_SIZE = 100;
export const BIG_LOADING_LINK_DELAY_MS = 5000;
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_COUNTDOWN_S = 120;
export const RELOAD_WARNING_WINDOW_MS = 10_000;
export const REPEAT_MISSING_SCRIPT_WINDOW_MS = 30 * 60 * 1000;
export const EXPANDED_PAYCHECK_SECTIONS_TTL_MS = 12 * 60 * 60 * 1000;
export const SUPPORTED_LOCALES = ['en', 'nb'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const CURRENCY_DECIMALS = 2;
export const TEXTAREA_ROWS = 3;
export const MENU_WIDTH_EXPANDED_PX = 250;
export const MENU_WIDTH_COLLAPSED_PX = 50;
export const USER_DROPDOWN_WIDTH_PX = 200;
export const SELECT_MIN_WIDTH_PX = 200;
export const DEFAULT_REGISTRATION_COUNTRY = 'NO';

/** Login throttling of issue 2: 10 failures from one IP within 15 minutes suspend it for 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_SUSPENSION_MS = 15 * 60 * 1000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
