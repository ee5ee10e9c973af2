/**
 * A send not answered within this long after it arrived is answered with a retryable error
 * frame carrying its clientMessageId: the promise is an answer within 2 s, whatever the
 * database or Redis do (hang, refuse, restart), and this leaves half a second for the frame to
 * travel and for a busy event loop. The error means "not confirmed, send it again", never "not
 * stored": a send already under way at its deadline may still commit, and the client's retry
 * with the same clientMessageId is then answered with the stored message (the idempotent send).
 * One that has not reached its insert by then is never stored. CHAT_SEND_DEADLINE_MS overrides
 * it; a healthy send takes milliseconds (docs/BENCHMARKS.md, chat), so a spurious deadline costs
 * only a retry.
 */
export const SEND_ANSWER_DEADLINE_MS = 1_500;
