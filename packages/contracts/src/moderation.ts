import { z } from 'zod';
import { ZODIAC_SIGNS } from './constants.js';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { REPORT_CATEGORIES } from './reports.js';
import { MODERATION_NOTE_MAX_LENGTH } from './safety-limits.js';
import { multilineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// /api/admin/*: the moderation queue, its actions and the audit log. Every route answers 404 to
// anyone whose role is not 'moderator'.

export const USER_ROLES = ['member', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * What the audit log records: a report's action, and the decisions on the queue's other kinds
 * (a correction request, an appeal, a photo held as a banned person's).
 */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'correction_approved',
  'correction_declined',
  'appeal_upheld',
  'appeal_rejected',
  'photo_released',
  'photo_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where the reported account stands now. */
export const ACCOUNT_STANDINGS = ['active', 'suspended', 'banned', 'deleted'] as const;
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];

/** What was true when the report was made; kept whatever the reported person does later. */
export const evidenceSchema = z.object({
  takenAt: isoDateTimeSchema,
  profile: z.object({
    fullName: z.string(),
    age: z.int().nonnegative().nullable(),
    gender: z.string().nullable(),
    zodiacSign: z.enum(ZODIAC_SIGNS).nullable(),
    location: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  /**
   * Their photos as they were, in display order: in the stored snapshot an empty list (the
   * copies are kept beside it); in the queue, each copy's path (reportPhotoPath), which needs
   * the moderator's bearer token.
   */
  photos: z.array(z.string()),
  /** The last EVIDENCE_MESSAGES messages between the two, oldest first. */
  messages: z.array(
    z.object({
      fromReported: z.boolean(),
      content: z.string(),
      createdAt: isoDateTimeSchema,
    }),
  ),
});
export type Evidence = z.infer<typeof evidenceSchema>;

const personRefSchema = z.object({ id: idSchema.nullable(), fullName: z.string() });

export const adminReportSchema = z.object({
  id: idSchema,
  category: z.enum(REPORT_CATEGORIES),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoDateTimeSchema,
  /** id null once the account is deleted; the name is kept. */
  reporter: personRefSchema,
  reported: personRefSchema.extend({ standing: z.enum(ACCOUNT_STANDINGS) }),
  /** Other open reports against the same person. */
  otherOpenReports: z.int().nonnegative(),
  evidence: evidenceSchema,
  resolution: z
    .object({
      action: z.enum(MODERATION_ACTIONS),
      note: z.string().nullable(),
      moderator: personRefSchema,
      resolvedAt: isoDateTimeSchema,
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** The queue's pages: `limit` reports at a time (REPORTS_PAGE), then the next from `cursor`. */
export const REPORTS_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
/** A cursor is our own short token; anything longer is not one of ours. */
export const REPORTS_CURSOR_MAX_LENGTH = 200;

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  /** Opaque: the `nextCursor` of the page before, for the same status. */
  cursor: z
    .base64url({ error: VALIDATION_MESSAGES.reportsCursor })
    .max(REPORTS_CURSOR_MAX_LENGTH, { error: VALIDATION_MESSAGES.reportsCursor, abort: true })
    .optional(),
  limit: z.coerce
    .number({ error: VALIDATION_MESSAGES.reportsPageSize })
    .int(VALIDATION_MESSAGES.reportsPageSize)
    .min(1, VALIDATION_MESSAGES.reportsPageSize)
    .max(REPORTS_PAGE.maxLimit, VALIDATION_MESSAGES.reportsPageSize)
    .default(REPORTS_PAGE.defaultLimit),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export type AdminReportsQueryInput = z.input<typeof adminReportsQuerySchema>;

/** How many audit entries GET /api/admin/audit answers, most recent first. */
export const AUDIT_LOG_LIMIT = 200;

/**
 * One page of reports. Open: most severe first (REPORT_SEVERITY), then oldest first. Resolved:
 * most recent first. `nextCursor` is null on the last page.
 */
export const adminReportsResponseSchema = z.object({
  reports: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

/** GET /api/admin/report-photos/:sha256: one stored evidence photo. */
export const reportPhotoParamsSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: VALIDATION_MESSAGES.reportPhoto }),
});
export type ReportPhotoParams = z.infer<typeof reportPhotoParamsSchema>;

/** Where the queue's evidence photos are served from, behind moderator auth. */
export function reportPhotoPath(sha256: string): string {
  return `/api/admin/report-photos/${sha256}`;
}

export const reportIdParamsSchema = z.object({ id: idSchema });
export type ReportIdParams = z.infer<typeof reportIdParamsSchema>;

export const resolveReportRequestSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: VALIDATION_MESSAGES.moderationAction }),
  note: multilineText({ trim: true })
    .max(MODERATION_NOTE_MAX_LENGTH, {
      error: VALIDATION_MESSAGES.moderationNoteTooLong,
      abort: true,
    })
    .optional(),
});
export type ResolveReportRequest = z.infer<typeof resolveReportRequestSchema>;

/** The report as it now stands. */
export const resolveReportResponseSchema = adminReportSchema;

export const auditEntrySchema = z.object({
  id: idSchema,
  action: z.enum(AUDIT_ACTIONS),
  reportId: idSchema.nullable(),
  moderator: personRefSchema,
  subject: personRefSchema,
  note: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Most recent first. */
export const auditLogResponseSchema = z.array(auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
