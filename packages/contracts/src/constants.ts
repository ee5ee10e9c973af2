// Business constants (docs/PRODUCT.md "Timings and limits") and the servers' limits. Every
// other package reads them from here so a number or list is written once.
// The compatibility thresholds and levels belong to the pure zodiac package;
// they are re-exported here so the apps find every business constant in one place.

export type { CompatibilityLevel } from '@starmatch/zodiac/compatibility-level';
export {
  COMPATIBILITY_LEVELS,
  COMPATIBILITY_THRESHOLDS,
} from '@starmatch/zodiac/compatibility-level';
export type { ZodiacSign } from '@starmatch/zodiac/signs';
export { ZODIAC_SIGNS } from '@starmatch/zodiac/signs';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const PRODUCT_NAME = 'Starmatch';
/** "Today" for age checks is today in New Zealand, where the users live. */
export const APP_TIME_ZONE = 'Pacific/Auckland';
/** Nobody younger may sign up (docs/PRODUCT.md "Who it is for"). */
export const MINIMUM_SIGNUP_AGE = 18;

export const WAITLIST_AGE_GROUPS = ['18-25', '26-31', '32-38', '39-49', '50+'] as const;
export type WaitlistAgeGroup = (typeof WAITLIST_AGE_GROUPS)[number];

export const WAITLIST_GENDERS = ['male', 'female'] as const;
export type WaitlistGender = (typeof WAITLIST_GENDERS)[number];

export const SETTINGS_AGE_RANGES = ['18-25', '26-31', '32-38', '39-48', '49-55', '56-66'] as const;
export type SettingsAgeRange = (typeof SETTINGS_AGE_RANGES)[number];

export const CITIES = ['Auckland', 'North Shore', 'Hamilton'] as const;
export type City = (typeof CITIES)[number];

export const SIGNUP_GENDERS = ['Female', 'Male'] as const;
export type Gender = (typeof SIGNUP_GENDERS)[number];

export const SEXUAL_ORIENTATIONS = ['heterosexual'] as const;
export type SexualOrientation = (typeof SEXUAL_ORIENTATIONS)[number];

export const LAUNCH_MODES = ['open', 'waitlist'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

export const DASHBOARD_TABS = ['explore', 'matches', 'messages', 'profile', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Multipart field name of POST /api/upload. */
export const UPLOAD_FIELD_NAME = 'image';
/** Longest side of an optimised photo; the worker re-encodes to this bound. */
export const IMAGE_MAX_SIDE_PX = 1600;
export const IMAGE_OUTPUT_FORMAT = 'webp';
export const UPLOAD_SERVICE = 'local';

export const PHOTO_LIMITS = { min: 1, max: 6 } as const;
export const BIO_LIMITS = { setupMin: 10, setupMax: 500, editMax: 500 } as const;
export const AGE_LIMITS = { min: 18, max: 99, defaultMin: 18, defaultMax: 35 } as const;
export const FULL_NAME_LIMITS = { min: 2, max: 100 } as const;
export const LOCATION_MAX_CHARS = 100;
export const EMAIL_MAX_CHARS = 254;
/** An image URL as a profile or a photo list carries it. */
export const IMAGE_URL_MAX_CHARS = 2048;
export const PASSWORD_LIMITS = { signupMin: 8, resetMin: 6, max: 128 } as const;
/** The signup form's dd/mm/yyyy text, slashes included. */
export const DATE_OF_BIRTH_TEXT_MAX_CHARS = 10;
export const DELETE_CONFIRMATION_TEXT = 'DELETE';

export const VERIFICATION_CODE = {
  length: 6,
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  /** Each code's own life; a newer code does not end an older one. */
  ttlMs: 24 * HOUR_MS,
  /** Wrong tries per person (not per code), across all their live codes. */
  maxAttempts: 5,
  /** A sign-in before verifying sends no new code while the newest usable one is this young. */
  signInResendAfterMs: MINUTE_MS,
} as const;

export const RESET_TOKEN_TTL_MS = HOUR_MS;
/**
 * How long the link in the notice to the old address can undo an email change: while it waits for
 * its code, and after it took effect, so someone who reads their mail a few days late still can.
 */
export const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * DAY_MS;
export const SESSION_TTL_MS = { idle: 30 * DAY_MS, absolute: 90 * DAY_MS } as const;

export const POLL_INTERVALS_MS = {
  messages: 3 * SECOND_MS,
  matchRequests: 5 * SECOND_MS,
  matches: 30 * SECOND_MS,
  unreadCount: 30 * SECOND_MS,
  requestCount: 30 * SECOND_MS,
} as const;

export const TYPING_MS = { senderIdle: 2 * SECOND_MS, displayClear: 3 * SECOND_MS } as const;

export const PREVIEW_LIMITS = {
  bioChars: 80,
  lastMessageChars: 50,
  badgeCap: 9,
  badgeOverflowLabel: '9+',
} as const;

export const REDIRECT_DELAYS_MS = {
  afterLogin: 500,
  afterVerify: 2 * SECOND_MS,
  afterForgotPassword: 2 * SECOND_MS,
  afterResetPassword: 2 * SECOND_MS,
  missingResetToken: 2 * SECOND_MS,
} as const;

export const LOGOUT_MS = { requestTimeout: 10 * SECOND_MS, backRedirectWindow: SECOND_MS } as const;

export const QUERY_TIMINGS = {
  userStaleMs: 5 * MINUTE_MS,
  dashboardStaleMs: 0,
  cacheLifetimeMs: 5 * MINUTE_MS,
  retryBaseMs: SECOND_MS,
  retryMaxMs: 30 * SECOND_MS,
  defaultRetries: 3,
  /** How many times a failed read of the deck is tried again. */
  deckRetries: 1,
} as const;

/** Backoff for a failed query: 1 s doubling per attempt (0-based), capped at 30 s. */
export function queryRetryDelayMs(attemptIndex: number): number {
  return Math.min(QUERY_TIMINGS.retryBaseMs * 2 ** attemptIndex, QUERY_TIMINGS.retryMaxMs);
}

export const TOAST = {
  defaultDurationMs: 5000,
  matchDurationMs: 3 * SECOND_MS,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  limit: 1,
  removeDelayMs: 1_000_000,
} as const;

export const AVATAR_FALLBACK_LETTERS = 2;

export const LEGAL = { governingLaw: 'New Zealand', termsEffectiveDate: 'June 2025' } as const;
export const BETA_ANNOUNCEMENT = 'October 2025';

export const STORAGE_KEYS = {
  sessionToken: 'sessionToken',
  userPreferences: 'userPreferences',
  activeTab: 'activeTab',
  currentChatMatch: 'currentChatMatch',
} as const;

export const CHAT_MESSAGE_MAX_CHARS = 2000;
export const MESSAGE_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
/** GET /api/blocks: people per page. */
export const BLOCKS_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

export const WS_PATH = '/ws';
export const WS_MAX_PAYLOAD_BYTES = 16 * 1024;
export const REALTIME_TICKET_TTL_MS = 60 * SECOND_MS;
