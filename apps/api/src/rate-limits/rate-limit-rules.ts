import type { RateLimitRule } from '@starmatch/service-kit/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

function rule(name: string, points: number, durationSeconds: number): RateLimitRule {
  return { name, points, durationSeconds };
}

/**
 * Every limit the API enforces, in one place. Per IP stops one machine hammering many accounts;
 * per account stops many machines hammering one account (credential stuffing, code guessing,
 * mail bombing someone's inbox).
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords (sign-in and account deletion; password-attempts.ts counts only failures).
   * Keyed by the submitted address, so a spray against someone's email spends only the sprayer's
   * own (account, IP) budget: the owner, signing in from an address with no failures, gets in
   * unless the spray passes the per-account ceiling. That ceiling, ten times the per-pair
   * budget, still stops a botnet guessing one password: 100 guesses a quarter hour at most.
   */
  loginPerIp: rule('login-ip', 20, 15 * MINUTE),
  loginPerAccountIp: rule('login-account-ip', 10, 15 * MINUTE),
  loginPerAccount: rule('login-account', 100, 15 * MINUTE),
  signupPerIp: rule('signup-ip', 10, HOUR),
  verifyPerIp: rule('verify-ip', 30, 15 * MINUTE),
  verifyPerAccount: rule('verify-account', 10, 15 * MINUTE),
  resendPerIp: rule('resend-ip', 10, HOUR),
  resendPerAccount: rule('resend-account', 3, 15 * MINUTE),
  forgotPerIp: rule('forgot-ip', 10, HOUR),
  /** 429 only for the (account, IP) pair: the owner's own retries, never someone else's. */
  forgotPerAccountIp: rule('forgot-account-ip', 3, HOUR),
  /**
   * Links mailed to one inbox, from every address. Past it the answer stays the neutral 200 and
   * nothing is sent or rotated, so the last link sent (it lives an hour, as long as this window)
   * still works: docs/ARCHITECTURE.md "Sessions and limits".
   */
  forgotPerAccount: rule('forgot-account', 10, HOUR),
  resetPerIp: rule('reset-ip', 10, 15 * MINUTE),
  waitlistPerIp: rule('waitlist-ip', 5, HOUR),
  /** Every try, by the signed-in account: its own budget, which no sign-in spray can spend. */
  emailChangePerAccount: rule('email-change-account', 5, HOUR),
  /** The cancel link's token is 256 bits; this only keeps one machine from hammering the call. */
  emailChangeCancelPerIp: rule('email-change-cancel-ip', 10, 15 * MINUTE),
  /** Unsubscribe links (and their undo): signed tokens, so this only stops hammering. */
  unsubscribeLinkPerIp: rule('unsubscribe-link-ip', 30, 15 * MINUTE),
  /** Appeal links are signed tokens, so this only stops one machine hammering the page. */
  appealLinkPerIp: rule('appeal-link-ip', 30, 15 * MINUTE),
  /** Filing: one appeal per sanction is kept anyway; this stops a script's stream of tries. */
  appealFilePerIp: rule('appeal-file-ip', 10, HOUR),
  notificationPreferencesPerAccount: rule('notification-preferences-account', 60, HOUR),
  /** A device turns push on once; a browser asking far more often is stuck in a loop. */
  pushSubscriptionPerAccount: rule('push-subscription-account', 30, HOUR),
  ticketPerAccount: rule('ticket-account', 60, MINUTE),
  /** Two a second is already faster than anyone reads a profile; more is a script. */
  likePerAccount: rule('like-account', 120, MINUTE),
  /** Each upload is decoded by the worker, so one account must not keep it busy. */
  uploadPerAccount: rule('upload-account', 30, HOUR),
  /**
   * Each save queues a deck build that re-places the person in everyone's decks (builds in one
   * second coalesce, request-deck-build.ts), so one account must not keep the worker busy.
   * Counted before the change: a refused save changes nothing.
   */
  profileUpdatePerAccount: rule('profile-update-account', 30, HOUR),
  settingsUpdatePerAccount: rule('settings-update-account', 30, HOUR),
  /** Each request is a moderator's time; one waits at a time, and a declined one may be asked again. */
  correctionRequestPerAccount: rule('correction-request-account', 5, 24 * HOUR),
} as const;
