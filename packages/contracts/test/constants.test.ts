import { compatibilityLevel } from '@starmatch/zodiac/compatibility-level';
import { describe, expect, it } from 'vitest';
import { verificationCodeSchema } from '../src/auth.js';
import {
  AGE_LIMITS,
  BIO_LIMITS,
  CHAT_MESSAGE_MAX_CHARS,
  CITIES,
  COMPATIBILITY_LEVELS,
  COMPATIBILITY_THRESHOLDS,
  DASHBOARD_TABS,
  EMAIL_MAX_CHARS,
  LAUNCH_MODES,
  MESSAGE_PAGE,
  MINIMUM_SIGNUP_AGE,
  PASSWORD_LIMITS,
  PHOTO_LIMITS,
  POLL_INTERVALS_MS,
  PREVIEW_LIMITS,
  QUERY_TIMINGS,
  queryRetryDelayMs,
  REALTIME_TICKET_TTL_MS,
  SESSION_TTL_MS,
  SETTINGS_AGE_RANGES,
  SEXUAL_ORIENTATIONS,
  SIGNUP_GENDERS,
  STORAGE_KEYS,
  TOAST,
  TYPING_MS,
  VERIFICATION_CODE,
  WAITLIST_AGE_GROUPS,
  WAITLIST_GENDERS,
  ZODIAC_SIGNS,
} from '../src/constants.js';
import { emailSchema } from '../src/fields.js';
import { messageContentSchema, messagesQuerySchema } from '../src/messages.js';
import { ownProfileSchema } from '../src/profile.js';
import { settingsSchema } from '../src/settings.js';
import { VALIDATION_MESSAGES } from '../src/validation-messages.js';
import { joinWaitlistRequestSchema } from '../src/waitlist.js';

// The values themselves are the product's (docs/PRODUCT.md) and are asserted where they show: the
// screens' tests, the API's and the gateway's. Here: what must hold between them, and that the
// schemas cut exactly where the constants say.

/** '18-25' → [18, 25]; '50+' → [50, Infinity]. */
function bounds(range: string): [number, number] {
  const open = /^(\d+)\+$/.exec(range);
  if (open) return [Number(open[1]), Number.POSITIVE_INFINITY];
  const [from, to] = range.split('-').map(Number) as [number, number];
  return [from, to];
}

function expectRunsUpwardFrom(ranges: readonly string[], first: number) {
  const parsed = ranges.map(bounds);
  expect(parsed[0]?.[0]).toBe(first);
  for (const [index, [from, to]] of parsed.entries()) {
    expect(from).toBeLessThanOrEqual(to);
    if (index > 0) expect(from).toBe((parsed[index - 1]?.[1] ?? 0) + 1);
  }
}

describe('business constants', () => {
  it('each list names its choices once', () => {
    for (const list of [
      WAITLIST_AGE_GROUPS,
      WAITLIST_GENDERS,
      SETTINGS_AGE_RANGES,
      CITIES,
      SIGNUP_GENDERS,
      SEXUAL_ORIENTATIONS,
      DASHBOARD_TABS,
      LAUNCH_MODES,
      ZODIAC_SIGNS,
      Object.values(STORAGE_KEYS),
    ]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(ZODIAC_SIGNS).toHaveLength(12);
  });

  it('the request schemas accept exactly the listed choices', () => {
    const cases = [
      [joinWaitlistRequestSchema.shape.ageGroup, WAITLIST_AGE_GROUPS],
      [joinWaitlistRequestSchema.shape.gender, WAITLIST_GENDERS],
      [ownProfileSchema.shape.gender, SIGNUP_GENDERS],
      [ownProfileSchema.shape.city, CITIES],
    ] as const;
    for (const [schema, list] of cases) {
      for (const choice of list) expect(schema.safeParse(choice).success).toBe(true);
      expect(schema.safeParse('something else').success).toBe(false);
    }
    for (const range of SETTINGS_AGE_RANGES) {
      expect(
        settingsSchema.safeParse({
          preferredAgeRanges: [range],
          preferredCities: [],
          hideActivity: false,
        }).success,
      ).toBe(true);
    }
    for (const city of CITIES) {
      expect(
        settingsSchema.safeParse({
          preferredAgeRanges: [],
          preferredCities: [city],
          hideActivity: false,
        }).success,
      ).toBe(true);
    }
    expect(
      settingsSchema.safeParse({ preferredAgeRanges: ['17-99'], preferredCities: [] }).success,
    ).toBe(false);
    expect(
      settingsSchema.safeParse({ preferredAgeRanges: [], preferredCities: ['Wellington'] }).success,
    ).toBe(false);
  });

  it('age groups and ranges run upwards without gaps from the minimum age, within the age limits', () => {
    expect(AGE_LIMITS.min).toBe(MINIMUM_SIGNUP_AGE);
    expect(AGE_LIMITS.min).toBeLessThanOrEqual(AGE_LIMITS.defaultMin);
    expect(AGE_LIMITS.defaultMin).toBeLessThan(AGE_LIMITS.defaultMax);
    expect(AGE_LIMITS.defaultMax).toBeLessThanOrEqual(AGE_LIMITS.max);
    expectRunsUpwardFrom(WAITLIST_AGE_GROUPS, MINIMUM_SIGNUP_AGE);
    expectRunsUpwardFrom(SETTINGS_AGE_RANGES, MINIMUM_SIGNUP_AGE);
    expect(bounds(SETTINGS_AGE_RANGES.at(-1) ?? '')[1]).toBeLessThanOrEqual(AGE_LIMITS.max);
  });

  it('limits are ordered, and the schemas cut where they say', () => {
    expect(PHOTO_LIMITS.min).toBeGreaterThanOrEqual(1);
    expect(PHOTO_LIMITS.min).toBeLessThanOrEqual(PHOTO_LIMITS.max);
    expect(BIO_LIMITS.setupMin).toBeLessThan(BIO_LIMITS.setupMax);
    // A bio written at setup can always be saved again from the profile tab.
    expect(BIO_LIMITS.editMax).toBeGreaterThanOrEqual(BIO_LIMITS.setupMax);
    expect(PASSWORD_LIMITS.resetMin).toBeLessThanOrEqual(PASSWORD_LIMITS.signupMin);
    expect(PASSWORD_LIMITS.signupMin).toBeLessThan(PASSWORD_LIMITS.max);
    expect(MESSAGE_PAGE.defaultLimit).toBeLessThanOrEqual(MESSAGE_PAGE.maxLimit);

    expect(messageContentSchema.safeParse('x'.repeat(CHAT_MESSAGE_MAX_CHARS)).success).toBe(true);
    expect(
      messageContentSchema.safeParse('x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1)).error?.issues[0]
        ?.message,
    ).toBe(VALIDATION_MESSAGES.messageTooLong);
    const domain = '@x.nz';
    const longest = `${'a'.repeat(EMAIL_MAX_CHARS - domain.length)}${domain}`;
    expect(emailSchema().safeParse(longest).success).toBe(true);
    expect(emailSchema().safeParse(`a${longest}`).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.emailTooLong,
    );
    expect(messagesQuerySchema.parse({}).limit).toBe(MESSAGE_PAGE.defaultLimit);
    expect(messagesQuerySchema.safeParse({ limit: MESSAGE_PAGE.maxLimit }).success).toBe(true);
    expect(messagesQuerySchema.safeParse({ limit: MESSAGE_PAGE.maxLimit + 1 }).success).toBe(false);

    const code = VERIFICATION_CODE.alphabet.slice(0, VERIFICATION_CODE.length);
    expect(new Set(VERIFICATION_CODE.alphabet).size).toBe(VERIFICATION_CODE.alphabet.length);
    expect(verificationCodeSchema.parse(code.toLowerCase())).toBe(code);
    expect(verificationCodeSchema.safeParse(code.slice(1)).success).toBe(false);
    expect(verificationCodeSchema.safeParse(`${code.slice(1)}-`).success).toBe(false);
  });

  it('timings are ordered', () => {
    for (const interval of Object.values(POLL_INTERVALS_MS)) expect(interval).toBeGreaterThan(0);
    // The receiver's indicator outlives the sender's pause, so it does not flicker mid-sentence.
    expect(TYPING_MS.displayClear).toBeGreaterThan(TYPING_MS.senderIdle);
    expect(SESSION_TTL_MS.idle).toBeLessThan(SESSION_TTL_MS.absolute);
    expect(REALTIME_TICKET_TTL_MS).toBeLessThan(SESSION_TTL_MS.idle);
    expect(VERIFICATION_CODE.signInResendAfterMs).toBeLessThan(VERIFICATION_CODE.ttlMs);
    expect(QUERY_TIMINGS.dashboardStaleMs).toBeLessThanOrEqual(QUERY_TIMINGS.userStaleMs);
    expect(QUERY_TIMINGS.userStaleMs).toBeLessThanOrEqual(QUERY_TIMINGS.cacheLifetimeMs);
    expect(QUERY_TIMINGS.deckRetries).toBeLessThanOrEqual(QUERY_TIMINGS.defaultRetries);
    // Toasts leave by their duration; the store's removal only clears what was already dismissed.
    expect(TOAST.matchDurationMs).toBeLessThan(TOAST.defaultDurationMs);
    expect(TOAST.removeDelayMs).toBeGreaterThan(TOAST.defaultDurationMs);
  });

  it('retry backoff doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('the badge overflow label is the cap and a plus', () => {
    expect(PREVIEW_LIMITS.badgeOverflowLabel).toBe(`${PREVIEW_LIMITS.badgeCap}+`);
    expect(PREVIEW_LIMITS.lastMessageChars).toBeLessThan(CHAT_MESSAGE_MAX_CHARS);
  });

  it('compatibility levels are placed by falling thresholds, the last level below them all', () => {
    const levelsWithThreshold = COMPATIBILITY_LEVELS.slice(0, -1) as Array<
      keyof typeof COMPATIBILITY_THRESHOLDS
    >;
    expect(Object.keys(COMPATIBILITY_THRESHOLDS)).toEqual(levelsWithThreshold);
    const thresholds = levelsWithThreshold.map((level) => COMPATIBILITY_THRESHOLDS[level]);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    for (const [index, level] of levelsWithThreshold.entries()) {
      const threshold = COMPATIBILITY_THRESHOLDS[level];
      expect(compatibilityLevel(threshold)).toBe(level);
      expect(compatibilityLevel(threshold - 0.5)).toBe(COMPATIBILITY_LEVELS[index + 1]);
    }
  });
});
