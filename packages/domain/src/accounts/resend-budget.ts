/**
 * Counts one more verification email to `email` against the per-account resend budget and says
 * whether it may go. The budget is the api's (its rate limiter, shared with the resend call), so
 * the caller brings it; a use case asks only when it would send, and says nothing when refused.
 */
export type ResendBudget = (email: string) => Promise<boolean>;
