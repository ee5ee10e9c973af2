import { z } from 'zod';
import { MODERATION_ACTIONS } from './moderation.js';
import { REPORT_CATEGORIES } from './reports.js';
import { singleLineText } from './text.js';

// GET /api/admin/stats: how the queue is keeping up, month by month, for moderators only.

/** How many calendar months (in New Zealand time) the stats cover, the current one included. */
export const MODERATION_STATS_MONTHS = 12;

/** 'YYYY-MM'. */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const count = z.int().nonnegative();

export const moderationStatsMonthSchema = z.object({
  /** The calendar month in New Zealand time, 'YYYY-MM'. */
  month: singleLineText().regex(MONTH_PATTERN),
  /** Reports received that month, by category (every category, zero included). */
  reportsByCategory: z.record(z.enum(REPORT_CATEGORIES), count),
  /** Audit log entries written that month, by action (every action, zero included). */
  actionsByKind: z.record(z.enum(MODERATION_ACTIONS), count),
  /**
   * Over the reports whose first action was taken that month: the median of the minutes from the
   * report to that action, rounded to the minute; null when there were none.
   */
  medianMinutesToFirstAction: count.nullable(),
});
export type ModerationStatsMonth = z.infer<typeof moderationStatsMonthSchema>;

/** The last MODERATION_STATS_MONTHS months, most recent first. */
export const moderationStatsResponseSchema = z.object({
  months: z.array(moderationStatsMonthSchema).max(MODERATION_STATS_MONTHS),
});
export type ModerationStatsResponse = z.infer<typeof moderationStatsResponseSchema>;
