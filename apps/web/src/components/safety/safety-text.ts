import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import {
  isUrgentReportCategory,
  REPORT_DECISION_DAYS,
  type ReportCategory,
  URGENT_REPORT_DECISION_HOURS,
} from '@starmatch/contracts/reports';

// The words of blocking and reporting, wherever they are offered (docs/ARCHITECTURE.md "In the app").
export const SAFETY_TEXT = {
  report: 'Report',
  block: 'Block',
  safetyAdvice: 'Safety advice',
  moreOptionsFor: (name: string) => `More options for ${name}`,
  reportTitle: (name: string) => `Report ${name}`,
  step: (step: number) => `Step ${step} of 3`,
  categoryLegend: 'What happened?',
  detailsLabel: 'Anything else we should know? (optional)',
  detailsCount: (length: number, max: number) => `${length} / ${max} characters`,
  whatHappensNext: "They won't be able to see you or contact you. Our team reviews every report.",
  reasonSummary: (label: string) => `Reason: ${label}`,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  submitReport: 'Submit report',
  submittingReport: 'Sending report...',
  blockTitle: (name: string) => `Block ${name}?`,
  blockText: "They won't be able to see you or contact you. They won't be told.",
  confirmBlock: 'Block',
  blocking: 'Blocking...',
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockText:
    "You may see each other in Explore again. Your match and messages won't come back, and they won't be told.",
  confirmUnblock: 'Unblock',
  unblocking: 'Unblocking...',
  failed: 'Something went wrong. Please try again.',
  /** Beside 'Safety concern offline': 111 is a link, so the sentence comes in three parts. */
  dangerBefore: "If you're in danger right now, call ",
  dangerAfter: ' and ask for Police.',
  helpLinesTitle: 'Help lines',
} as const;

/** When the reporter hears back: the 'report-handled' email goes out once a moderator decides. */
export function decisionPromise(category: ReportCategory): string {
  const within = isUrgentReportCategory(category)
    ? `${URGENT_REPORT_DECISION_HOURS} hours`
    : `${REPORT_DECISION_DAYS} days`;
  return `We'll email you once we've reviewed it, within ${within}.`;
}

export const SAFETY_TOASTS = {
  reported: (category: ReportCategory) => ({
    title: 'Report sent',
    description: `${API_MESSAGES.reportReceived} ${decisionPromise(category)}`,
  }),
  /** The description is the server's sentence (API_MESSAGES.blocked). */
  blocked: { title: 'Blocked' },
  unblocked: (name: string) => ({ title: 'Unblocked', description: `${name} is unblocked.` }),
} as const;
