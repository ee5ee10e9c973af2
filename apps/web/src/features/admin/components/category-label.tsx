import type { ReportCategory } from '@starmatch/contracts/reports';
import { REPORT_CATEGORY_LABELS, REPORT_SEVERITY } from '@starmatch/contracts/reports';
import { ADMIN_TEXT } from '../admin-text';

/** The category in the report sheet's words, marked 'Urgent' for the most severe group. */
export function CategoryLabel({ category }: { category: ReportCategory }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{REPORT_CATEGORY_LABELS[category]}</span>
      {REPORT_SEVERITY[category] === 0 && (
        <span className="rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {ADMIN_TEXT.urgent}
        </span>
      )}
    </span>
  );
}
