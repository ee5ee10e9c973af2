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
  /** Copies of their photos as `data:` URLs, in display order. */
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

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/**
 * How many reports one GET answers: each carries its photos as `data:` URLs, so the queue comes
 * a page at a time (the most urgent first); resolving one brings the next.
 */
export const ADMIN_REPORTS_LIMIT = 50;
/** How many audit entries GET /api/admin/audit answers, most recent first. */
export const AUDIT_LOG_LIMIT = 200;

/** Open: most severe first (REPORT_SEVERITY), then oldest first. Resolved: most recent first. */
export const adminReportsResponseSchema = z.array(adminReportSchema);
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

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
  action: z.enum(MODERATION_ACTIONS),
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
