import {
  type AdminReport,
  type AuditEntry,
  reportPhotoPath,
} from '@starmatch/contracts/moderation';
import type { AuditRow } from '@starmatch/db/queries/moderation-audit';
import type { ReportQueueRow } from '@starmatch/db/queries/report-queue';

/**
 * A report row as the queue's contract shows it; the photo copies' paths (moderators only)
 * replace the snapshot's list.
 */
export function toAdminReport(row: ReportQueueRow): AdminReport {
  return {
    id: row.id,
    category: row.category,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    reporter: { id: row.reporter_id, fullName: row.reporter_name },
    reported: { id: row.reported_id, fullName: row.reported_name, standing: row.standing },
    otherOpenReports: row.other_open_reports,
    evidence: { ...row.evidence, photos: row.photo_keys.map(reportPhotoPath) },
    resolution:
      row.action && row.resolved_at
        ? {
            action: row.action,
            note: row.note,
            moderator: { id: row.resolved_by, fullName: row.resolved_by_name ?? '' },
            resolvedAt: row.resolved_at.toISOString(),
          }
        : null,
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    reportId: row.report_id,
    moderator: { id: row.moderator_id, fullName: row.moderator_name },
    subject: { id: row.subject_id, fullName: row.subject_name },
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}
