import { describe, expect, it } from 'vitest';
import {
  AGE_LIMITS,
  APP_TIME_ZONE,
  AVATAR_FALLBACK_LETTERS,
  BETA_ANNOUNCEMENT,
  BIO_LIMITS,
  CHAT_MESSAGE_MAX_CHARS,
  CITIES,
  COMPATIBILITY_LEVELS,
  COMPATIBILITY_THRESHOLDS,
  DASHBOARD_TABS,
  DELETE_CONFIRMATION_TEXT,
  EMAIL_MAX_CHARS,
  LAUNCH_MODES,
  LEGAL,
  LOGOUT_MS,
  MAX_IMAGE_BYTES,
  MESSAGE_PAGE,
  MINIMUM_SIGNUP_AGE,
  PASSWORD_LIMITS,
  PHOTO_LIMITS,
  POLL_INTERVALS_MS,
  PREVIEW_LIMITS,
  PRODUCT_NAME,
  QUERY_TIMINGS,
  queryRetryDelayMs,
  REALTIME_TICKET_TTL_MS,
  REDIRECT_DELAYS_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  SETTINGS_AGE_RANGES,
  SEXUAL_ORIENTATIONS,
  SIGNUP_GENDERS,
  STORAGE_KEYS,
  TOAST,
  TYPING_MS,
  UPLOAD_FIELD_NAME,
  VERIFICATION_CODE,
  WAITLIST_AGE_GROUPS,
  WAITLIST_GENDERS,
  WS_MAX_PAYLOAD_BYTES,
  WS_PATH,
  ZODIAC_SIGNS,
} from '../src/constants.js';

describe('business constants', () => {
  it('lists', () => {
    expect(WAITLIST_AGE_GROUPS).toEqual(['18-25', '26-31', '32-38', '39-49', '50+']);
    expect(WAITLIST_GENDERS).toEqual(['male', 'female']);
    expect(SETTINGS_AGE_RANGES).toEqual(['18-25', '26-31', '32-38', '39-48', '49-55', '56-66']);
    expect(CITIES).toEqual(['Auckland', 'North Shore', 'Hamilton']);
    expect(SIGNUP_GENDERS).toEqual(['Female', 'Male']);
    expect(SEXUAL_ORIENTATIONS).toEqual(['heterosexual']);
    expect(DASHBOARD_TABS).toEqual(['explore', 'matches', 'messages', 'profile', 'settings']);
    expect(LAUNCH_MODES).toEqual(['open', 'waitlist']);
  });

  it('limits', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(PHOTO_LIMITS).toEqual({ min: 1, max: 6 });
    expect(BIO_LIMITS).toEqual({ setupMin: 10, setupMax: 500, editMax: 500 });
    expect(AGE_LIMITS).toEqual({ min: 18, max: 99, defaultMin: 18, defaultMax: 35 });
    expect(MINIMUM_SIGNUP_AGE).toBe(18);
    expect(PASSWORD_LIMITS).toEqual({ signupMin: 8, resetMin: 6, max: 128 });
    expect(VERIFICATION_CODE).toEqual({
      length: 6,
      alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      ttlMs: 86_400_000,
      maxAttempts: 5,
      signInResendAfterMs: 60_000,
    });
    expect(EMAIL_MAX_CHARS).toBe(254);
    expect(CHAT_MESSAGE_MAX_CHARS).toBe(2000);
    expect(MESSAGE_PAGE).toEqual({ defaultLimit: 50, maxLimit: 100 });
    expect(DELETE_CONFIRMATION_TEXT).toBe('DELETE');
    expect(UPLOAD_FIELD_NAME).toBe('image');
  });

  it('timings', () => {
    expect(POLL_INTERVALS_MS).toEqual({
      messages: 3000,
      matchRequests: 5000,
      matches: 30_000,
      unreadCount: 30_000,
      requestCount: 30_000,
    });
    expect(TYPING_MS).toEqual({ senderIdle: 2000, displayClear: 3000 });
    expect(REDIRECT_DELAYS_MS).toEqual({
      afterLogin: 500,
      afterVerify: 2000,
      afterForgotPassword: 2000,
      afterResetPassword: 2000,
      missingResetToken: 2000,
    });
    expect(LOGOUT_MS).toEqual({ requestTimeout: 10_000, backRedirectWindow: 1000 });
    expect(QUERY_TIMINGS).toEqual({
      userStaleMs: 300_000,
      dashboardStaleMs: 0,
      cacheLifetimeMs: 300_000,
      retryBaseMs: 1000,
      retryMaxMs: 30_000,
      defaultRetries: 3,
      potentialMatchesRetries: 1,
    });
    expect(TOAST).toEqual({
      defaultDurationMs: 5000,
      matchDurationMs: 3000,
      swipeThresholdPx: 50,
      hotkey: 'F8',
      limit: 1,
      removeDelayMs: 1_000_000,
    });
  });

  it('retry backoff doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('presentation and wording', () => {
    expect(PREVIEW_LIMITS).toEqual({
      bioChars: 80,
      lastMessageChars: 50,
      badgeCap: 9,
      badgeOverflowLabel: '9+',
    });
    expect(COMPATIBILITY_THRESHOLDS).toEqual({
      excellent: 95,
      great: 80,
      good: 60,
      challenging: 25,
    });
    expect(COMPATIBILITY_LEVELS).toEqual([
      'excellent',
      'great',
      'good',
      'challenging',
      'different',
    ]);
    expect(ZODIAC_SIGNS).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(AVATAR_FALLBACK_LETTERS).toBe(2);
    expect(LEGAL).toEqual({ governingLaw: 'New Zealand', termsEffectiveDate: 'June 2025' });
    expect(BETA_ANNOUNCEMENT).toBe('October 2025');
    expect(PRODUCT_NAME).toBe('Starmatch');
    expect(APP_TIME_ZONE).toBe('Pacific/Auckland');
  });

  it('storage, realtime and session settings', () => {
    expect(STORAGE_KEYS).toEqual({
      sessionToken: 'sessionToken',
      userPreferences: 'userPreferences',
      activeTab: 'activeTab',
      currentChatMatch: 'currentChatMatch',
    });
    expect(WS_PATH).toBe('/ws');
    expect(WS_MAX_PAYLOAD_BYTES).toBe(16_384);
    expect(REALTIME_TICKET_TTL_MS).toBe(60_000);
    expect(SESSION_TTL_MS).toEqual({ idle: 2_592_000_000, absolute: 7_776_000_000 });
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });
});
