import { z } from 'zod';
import { idSchema } from './fields.js';
import { REPORT_DETAILS_MAX_LENGTH } from './safety-limits.js';
import { multilineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// POST /api/reports. A report also blocks, and keeps an evidence snapshot (docs/ARCHITECTURE.md
// "Trust and safety").

/** In the order the report sheet offers them. */
export const REPORT_CATEGORIES = [
  'fake_or_scam',
  'harassment',
  'inappropriate_photos',
  'underage',
  'offline_safety',
  'spam',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** What the report sheet shows for each category. */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  fake_or_scam: 'Fake profile or scam',
  harassment: 'Harassment or hate',
  inappropriate_photos: 'Inappropriate photos',
  underage: 'Under 18',
  offline_safety: 'Safety concern offline',
  spam: 'Spam or selling',
  other: 'Something else',
};

/** The queue's order: the first group first, then the next; age decides within a group. */
export const REPORT_SEVERITY: Record<ReportCategory, number> = {
  underage: 0,
  offline_safety: 0,
  harassment: 1,
  fake_or_scam: 2,
  inappropriate_photos: 2,
  spam: 2,
  other: 2,
};

/** The categories that put someone at risk: first in the queue, and the shorter promise below. */
export function isUrgentReportCategory(category: ReportCategory): boolean {
  return REPORT_SEVERITY[category] === 0;
}

/** What the reporter is promised for an urgent category, and what the queue marks when it has passed. */
export const URGENT_REPORT_DECISION_HOURS = 24;
/** What the reporter is promised for every other category. */
export const REPORT_DECISION_DAYS = 7;

export const reportRequestSchema = z.object({
  userId: idSchema,
  category: z.enum(REPORT_CATEGORIES, { error: VALIDATION_MESSAGES.reportCategory }),
  /** Trimmed; empty means none. */
  details: multilineText({ trim: true })
    .max(REPORT_DETAILS_MAX_LENGTH, {
      error: VALIDATION_MESSAGES.reportDetailsTooLong,
      abort: true,
    })
    .optional(),
  /** The match (current or ended) the report is about, when it came from a chat or a match. */
  matchId: idSchema.optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportRequestInput = z.input<typeof reportRequestSchema>;

export const reportResponseSchema = z.object({ id: idSchema });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
