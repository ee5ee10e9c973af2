import type { AdminReport } from '@starmatch/contracts/moderation';
import { isUrgentReportCategory, URGENT_REPORT_DECISION_HOURS } from '@starmatch/contracts/reports';

const HOUR_MS = 3_600_000;

/**
 * An open report of an urgent category that has waited past what its reporter was promised. The
 * age runs from when it was made to `now` on this device, as the queue shows it.
 */
export function isReportOverdue(
  report: Pick<AdminReport, 'category' | 'createdAt' | 'status'>,
  now: number,
): boolean {
  return (
    report.status === 'open' &&
    isUrgentReportCategory(report.category) &&
    now - Date.parse(report.createdAt) > URGENT_REPORT_DECISION_HOURS * HOUR_MS
  );
}
