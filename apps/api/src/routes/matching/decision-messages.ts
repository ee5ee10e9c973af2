/**
 * The texts POST /api/matches/like answers a decision with ('Skipped' for a pass is the wire's
 * word); the SPA shows its own toast for a sent request.
 */
export const DECISION_MESSAGES = {
  requested: 'Match request sent',
  matched: "It's a match!",
  passed: 'Skipped',
} as const;
