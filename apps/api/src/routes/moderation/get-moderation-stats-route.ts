import { apiRoutes } from '@starmatch/contracts/api-routes';
import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { MODERATION_ACTIONS } from '@starmatch/contracts/moderation';
import { MODERATION_STATS_MONTHS } from '@starmatch/contracts/moderation-stats';
import { REPORT_CATEGORIES } from '@starmatch/contracts/reports';
import {
  countActionsByMonth,
  countReportsByMonth,
  type MonthCount,
  medianMinutesToFirstAction,
} from '@starmatch/db/queries/moderation-stats';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { statsMonths } from './stats-months.js';

/**
 * Every key with its count in `month`, zero where the database had no row. Rows of other keys are
 * left out: the audit log also holds the queue's other kinds (corrections, appeals, held photos),
 * and these figures are the reports' actions.
 */
function countsOf<K extends string>(
  keys: readonly K[],
  rows: readonly MonthCount<string>[],
  month: string,
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) {
    if (row.month === month && (keys as readonly string[]).includes(row.key)) {
      counts[row.key as K] = row.count;
    }
  }
  return counts;
}

/** GET /api/admin/stats: the last MODERATION_STATS_MONTHS months in New Zealand, most recent first. */
export async function getModerationStatsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getModerationStats, async () => {
    const window = {
      now: app.domain.now(),
      months: MODERATION_STATS_MONTHS,
      timeZone: APP_TIME_ZONE,
    };
    const [reports, actions, medians] = await Promise.all([
      countReportsByMonth(app.db, window),
      countActionsByMonth(app.db, window),
      medianMinutesToFirstAction(app.db, window),
    ]);
    return {
      months: statsMonths(window.now, window.months).map((month) => ({
        month,
        reportsByCategory: countsOf(REPORT_CATEGORIES, reports, month),
        actionsByKind: countsOf(MODERATION_ACTIONS, actions, month),
        medianMinutesToFirstAction:
          medians.find((median) => median.month === month)?.medianMinutes ?? null,
      })),
    };
  });
}
