/** The product's name: every title, toast and e-mail reads it from here. */
export const PRODUCT_NAME = 'Roamstead';
export const BECOME_A_HOST_PATH = `/${PRODUCT_NAME.toLowerCase()}-your-home`;

/** "<Page> · Roamstead" (SPEC §2). */
export const pageTitle = (page: string) => `${page} · ${PRODUCT_NAME}`;

// SPEC §9 business constants and limits.
export const OTP_LENGTH = 5;
export const OTP_RESEND_COOLDOWN_S = 30;
export const PHONE_MIN_LENGTH = 9;
export const PHONE_MAX_LENGTH = 13;
export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES_REQUIRED = 4;
export const REGISTRATION_DOB = '2000-01-01';
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_DELAYS_MS = [1000, 2000, 3000] as const;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LANGUAGE = 'en';
/** Start-up screen stays this long after the page has loaded (SPEC §2); the web build may override it. */
export const STARTUP_DELAY_MS = 2000;
export const NOTIFICATION_PANEL = { widthPx: 370, maxHeightPx: 500 } as const;
export const SIDEBAR = { widthPx: 250, collapsedWidthPx: 80, transitionMs: 300 } as const;

export const API_BASE_PATH = '/api/v1';
