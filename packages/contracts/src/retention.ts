import { DATA_EXPORT_EXPIRY_DAYS } from './data-exports.js';
import { PAST_MATCHES_DAYS } from './safety-limits.js';

// What Starmatch keeps and for how long (NZ Privacy Act 2020, IPP 9: no longer than needed).
// One timetable: the retention job deletes by these numbers, docs/PRODUCT.md "What we keep and
// for how long" and the privacy policy show these rows, and a test holds the three together.

/** Unverified accounts are deleted this many days after their latest sign-up. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;
/** An ended match and its conversation: kept for reports while it is in Past matches. */
export const ENDED_MATCH_DAYS = PAST_MATCHES_DAYS;
/** A report's evidence (messages, profile and photo copies), after the report is resolved. */
export const REPORT_EVIDENCE_DAYS = 365;
/** A report's evidence when it ended in a ban: long enough to weigh an appeal or a return. */
export const BANNED_REPORT_EVIDENCE_DAYS = 730;
/** Moderators' decisions (the audit log), from the decision. */
export const MODERATION_LOG_DAYS = 730;
/** An appeal of a suspension or ban, from the moderator's decision (an open one is kept). */
export const DECIDED_APPEAL_DAYS = 365;
/** A decided correction request is kept this long after the decision, then deleted. */
export const DECIDED_CORRECTION_DAYS = 365;
/** A safety notice about a removed match, from when it was made. */
export const SAFETY_NOTICE_DAYS = 90;
/** Sent and skipped notifications, for the daily cap and a conversation's spacing. */
export const NOTIFICATION_HISTORY_DAYS = 2;

export interface RetentionRow {
  /** What is kept, as the person would name it. */
  what: string;
  /** For how long, in plain words. */
  kept: string;
}

/** The timetable, in the order the privacy policy and docs/PRODUCT.md show it. */
export const RETENTION_TABLE: readonly RetentionRow[] = [
  {
    what: 'Your account, profile, photos, settings, likes, passes, requests, matches and messages',
    kept: 'While your account is open; deleted when you delete it',
  },
  {
    what: 'Sign-in sessions, verification codes, password reset links and email change codes',
    kept: 'Until they expire; deleted within a day after',
  },
  {
    what: 'Accounts whose email was never verified',
    kept: `${UNVERIFIED_ACCOUNT_DAYS} days after sign-up`,
  },
  {
    what: 'A match that ended (unmatched, blocked, removed or deleted) and its conversation',
    kept: `${ENDED_MATCH_DAYS} days after it ended, hidden from both people, for reports; then deleted`,
  },
  {
    what: 'A report and its evidence (messages, profile and photo copies)',
    kept: `${REPORT_EVIDENCE_DAYS / 365} year after the report is resolved, or ${BANNED_REPORT_EVIDENCE_DAYS / 365} years when it ended in a ban; kept while the report is open, even if an account is deleted`,
  },
  {
    what: "Moderators' decisions (who decided what, and when)",
    kept: `${MODERATION_LOG_DAYS / 365} years after the decision`,
  },
  {
    what: "Your request to correct your name, date of birth or gender, and the moderator's decision",
    kept: `While it waits for a moderator, then ${DECIDED_CORRECTION_DAYS / 365} year after the decision; deleted with your account`,
  },
  {
    what: "Your appeal of a suspension or ban, and the moderator's decision on it",
    kept: `While it waits for a moderator, then ${DECIDED_APPEAL_DAYS / 365} year after the decision; deleted with your account`,
  },
  {
    what: 'Identifiers of banned accounts (keyed hashes of email addresses, never the addresses)',
    kept: 'While the ban stands, also after the account is deleted, so a banned person cannot sign up again',
  },
  {
    what: "Perceptual hashes of banned accounts' photos (a short fingerprint of each picture, never the picture)",
    kept: 'While the ban stands, also after the account and the report evidence are deleted, so the same photos are held for review on a new account',
  },
  {
    what: 'Your data export (Settings → Your data)',
    kept: `${DATA_EXPORT_EXPIRY_DAYS} days after it is ready`,
  },
  {
    what: 'Safety notices about a removed match',
    kept: `${SAFETY_NOTICE_DAYS} days`,
  },
  {
    what: 'Records of notifications sent to you',
    kept: `${NOTIFICATION_HISTORY_DAYS} days`,
  },
  {
    what: 'Emails waiting to be sent to a deleted account',
    kept: 'Deleted with the account',
  },
  {
    what: 'Waitlist details',
    kept: 'Until we launch, or until you ask us to remove them',
  },
];
