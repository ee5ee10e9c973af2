import { MODERATION_ACTIONS } from '@starmatch/contracts/moderation';
import type { ModerationStatsMonth } from '@starmatch/contracts/moderation-stats';
import { REPORT_CATEGORIES, REPORT_CATEGORY_LABELS } from '@starmatch/contracts/reports';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { ACTION_DONE, ADMIN_TEXT } from '../admin-text';
import type { useModerationStats } from '../api/get-moderation-stats';
import { durationText, monthText, STATS_TEXT } from '../stats-text';

const panel = 'flex flex-col gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-6';
const cell = 'py-2 pr-4 tabular-nums';

interface Column {
  label: string;
  value: (month: ModerationStatsMonth) => string | number;
}

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

const REPORT_COLUMNS: Column[] = [
  ...REPORT_CATEGORIES.map((category) => ({
    label: REPORT_CATEGORY_LABELS[category],
    value: (month: ModerationStatsMonth) => month.reportsByCategory[category],
  })),
  { label: STATS_TEXT.total, value: (month) => sum(month.reportsByCategory) },
];

const ACTION_COLUMNS: Column[] = [
  ...MODERATION_ACTIONS.map((action) => ({
    label: ACTION_DONE[action],
    value: (month: ModerationStatsMonth) => month.actionsByKind[action],
  })),
  { label: STATS_TEXT.median, value: (month) => durationText(month.medianMinutesToFirstAction) },
];

function StatsTable({
  title,
  columns,
  months,
}: {
  title: string;
  columns: Column[];
  months: ModerationStatsMonth[];
}) {
  return (
    <section className={panel} aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {/* Scrolls sideways on a phone rather than squeezing the columns; focusable for keyboards. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus. */}
      <div tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead className="text-haze">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {STATS_TEXT.month}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="py-2 pr-4 font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-t border-night-700">
                <th scope="row" className="py-2 pr-4 text-left font-semibold whitespace-nowrap">
                  {monthText(month.month)}
                </th>
                {columns.map((column) => (
                  <td key={column.label} className={cell}>
                    {column.value(month)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Month by month: what came in, what was done about it, and how long the first step took. */
export function StatsView({ stats }: { stats: ReturnType<typeof useModerationStats> }) {
  if (stats.isError && !stats.data) {
    return (
      <div role="alert" className={`${panel} items-start`}>
        <p>{STATS_TEXT.failed}</p>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          {ADMIN_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!stats.data) return <Loading label={STATS_TEXT.loading} />;
  const { months } = stats.data;
  if (months.every((month) => sum(month.reportsByCategory) + sum(month.actionsByKind) === 0)) {
    return (
      <div className={panel}>
        <p className="text-haze">{STATS_TEXT.empty}</p>
      </div>
    );
  }
  return (
    <>
      <p className="text-haze">{STATS_TEXT.intro}</p>
      <StatsTable title={STATS_TEXT.reportsTitle} columns={REPORT_COLUMNS} months={months} />
      <StatsTable title={STATS_TEXT.actionsTitle} columns={ACTION_COLUMNS} months={months} />
    </>
  );
}
