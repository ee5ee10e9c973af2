// The numbers of trust and safety (docs/ARCHITECTURE.md "Trust and safety"): per-account limits
// shared by REST and WebSocket and by every process, and how long things are kept.

/** Likes (not passes) one account may send in any 24 hours. */
export const LIKES_PER_DAY = 100;
/** Conversations one account may open (the first message in a match) in any 24 hours. */
export const NEW_CONVERSATIONS_PER_DAY = 20;
/** Messages one sender may send per minute, over all their sockets and POSTs together. */
export const MESSAGES_PER_MINUTE = 60;
/** Reports one account may make in any 24 hours (each also blocks and copies evidence). */
export const REPORTS_PER_DAY = 10;
/** A report of the same person by the same reporter within this many hours is refused (409). */
export const REPORT_REPEAT_HOURS = 24;
/** Open sockets per user; opening one more closes the oldest (WS_CLOSE_CODES.tooManySockets). */
export const SOCKETS_PER_USER = 10;

/** How long an ended match stays in 'Past matches', where it can still be reported. */
export const PAST_MATCHES_DAYS = 90;
/** How many of the last messages between the two a report keeps as evidence. */
export const EVIDENCE_MESSAGES = 100;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const MODERATION_NOTE_MAX_LENGTH = 1000;
/** How long 'suspend' keeps an account out. */
export const SUSPENSION_DAYS = 7;
