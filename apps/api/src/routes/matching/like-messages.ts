/** The texts POST /api/matches/like answers with; the SPA shows its own toast for a sent request. */
export const LIKE_MESSAGES = {
  requested: 'Match request sent',
  matched: "It's a match!",
  passed: 'Skipped',
} as const;
