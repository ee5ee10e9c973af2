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
  loginPerIp: rule('login-ip', 20, 15 * MINUTE),
  loginPerAccount: rule('login-account', 10, 15 * MINUTE),
  signupPerIp: rule('signup-ip', 10, HOUR),
  verifyPerIp: rule('verify-ip', 30, 15 * MINUTE),
  verifyPerAccount: rule('verify-account', 10, 15 * MINUTE),
  resendPerIp: rule('resend-ip', 10, HOUR),
  resendPerAccount: rule('resend-account', 3, 15 * MINUTE),
  forgotPerIp: rule('forgot-ip', 10, HOUR),
  forgotPerAccount: rule('forgot-account', 3, HOUR),
  resetPerIp: rule('reset-ip', 10, 15 * MINUTE),
  waitlistPerIp: rule('waitlist-ip', 5, HOUR),
  emailChangePerAccount: rule('email-change-account', 5, HOUR),
  /** The cancel link's token is 256 bits; this only keeps one machine from hammering the call. */
  emailChangeCancelPerIp: rule('email-change-cancel-ip', 10, 15 * MINUTE),
  ticketPerAccount: rule('ticket-account', 60, MINUTE),
  /** Two a second is already faster than anyone reads a profile; more is a script. */
  likePerAccount: rule('like-account', 120, MINUTE),
  /** Each upload is decoded by the worker, so one account must not keep it busy. */
  uploadPerAccount: rule('upload-account', 30, HOUR),
} as const;
