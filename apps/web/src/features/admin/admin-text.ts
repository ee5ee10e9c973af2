import type {
  AccountStanding,
  AuditAction,
  ModerationAction,
} from '@starmatch/contracts/moderation';
import { URGENT_REPORT_DECISION_HOURS } from '@starmatch/contracts/reports';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';

// The moderation page's words. Moderators only: docs/PRODUCT.md has no screen for it.
export const ADMIN_TEXT = {
  title: 'Moderation',
  queueTab: 'Queue',
  historyTab: 'History',
  loadFailedTitle: 'Something went wrong',
  loadFailed: 'This page could not be loaded. Please try again.',
  loadingReports: 'Loading reports...',
  loadingHistory: 'Loading history...',
  historyFailed: 'Failed to load the history. Please try again.',
  retry: 'Retry',
  empty: 'No open reports. Nice.',
  emptyText: 'New reports show up here, the most urgent first.',
  queueNav: 'Reports in the queue',
  previous: 'Previous report',
  previousShort: 'Previous',
  next: 'Next report',
  nextShort: 'Next',
  urgent: 'Urgent',
  overdue: `Over ${URGENT_REPORT_DECISION_HOURS} h`,
  overdueHint: `Urgent, and waiting longer than the ${URGENT_REPORT_DECISION_HOURS} hours we promise`,
  details: 'Details',
  noDetails: 'No details given.',
  evidence: 'Evidence',
  profile: 'Profile',
  notGiven: 'Not given',
  noPhotos: 'No photos.',
  loadingPhoto: 'Loading photo...',
  photoFailed: 'Photo could not be loaded.',
  loadingMore: 'Loading more reports...',
  moreFailed: 'Failed to load more reports. Please try again.',
  showMore: 'Show more',
  noMessages: 'No messages between them.',
  decision: 'Decision',
  noteLabel: 'Note (optional)',
  noteHint: 'For the audit log; only moderators see it.',
  cancel: 'Cancel',
  resolveFailed: 'Failed to resolve the report. Please try again.',
  auditLog: 'Audit log',
  auditEntries: 'Audit log entries',
  noAudit: 'No moderation actions yet.',
  resolvedReports: 'Resolved reports',
  noResolved: 'No resolved reports yet.',
} as const;

/** The four buttons, in the order of MODERATION_ACTIONS. */
export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  suspend: `Suspend ${SUSPENSION_DAYS} days`,
  ban: 'Ban',
};

/** What each action does, under its button. */
export const ACTION_EFFECTS: Record<ModerationAction, string> = {
  dismiss: 'Nothing happens to them.',
  warn: 'They get a warning by email.',
  suspend: `Signed out and hidden from everyone for ${SUSPENSION_DAYS} days.`,
  ban: 'Signed out for good; their email can never sign up again.',
};

/** An action as done, in the audit log and the resolved reports. */
export const ACTION_DONE: Record<AuditAction, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend: `Suspended ${SUSPENSION_DAYS} days`,
  ban: 'Banned',
  correction_approved: 'Correction approved',
  correction_declined: 'Correction declined',
  appeal_upheld: 'Appeal upheld, sanction lifted',
  appeal_rejected: 'Appeal rejected',
  photo_released: 'Held photo released',
  photo_removed: 'Held photo removed',
};

export const STANDING_LABELS: Record<AccountStanding, string> = {
  active: 'Active',
  suspended: 'Suspended',
  banned: 'Banned',
  deleted: 'Account deleted',
};

/** The confirmation the two actions that lock someone out ask for. */
export function confirmText(action: 'suspend' | 'ban', name: string) {
  return action === 'ban'
    ? {
        title: `Ban ${name}?`,
        description: 'They will be signed out and can never sign up again with this email.',
        confirm: 'Yes, ban',
      }
    : {
        title: `Suspend ${name} for ${SUSPENSION_DAYS} days?`,
        description: `They will be signed out and hidden from everyone for ${SUSPENSION_DAYS} days.`,
        confirm: 'Yes, suspend',
      };
}

/** The toast after a report is resolved, as the next one comes up. */
export function resolvedToast(action: ModerationAction, name: string) {
  const description: Record<ModerationAction, string> = {
    dismiss: `The report against ${name} was dismissed.`,
    warn: `${name} was warned.`,
    suspend: `${name} was suspended for ${SUSPENSION_DAYS} days.`,
    ban: `${name} was banned.`,
  };
  return { title: 'Report resolved', description: description[action] };
}

export const ALREADY_RESOLVED_TOAST = {
  title: 'Already resolved',
  description: 'Another moderator resolved this report first. The queue has been refreshed.',
} as const;

/** '3 other open reports against Sam Lee'. */
export function otherReportsTitle(count: number): string {
  return count === 1 ? '1 other open report' : `${count} other open reports`;
}
