import type { AdminReport } from '@starmatch/contracts/moderation';
import { REPORT_CATEGORY_LABELS } from '@starmatch/contracts/reports';
import { Button } from '@/components/ui/button';
import { dateText } from '../admin-dates';
import { ADMIN_TEXT, otherReportsTitle } from '../admin-text';
import { CategoryLabel } from './category-label';

export interface OtherReportsProps {
  report: AdminReport;
  /** The open queue: the others are listed from it, so no extra request is made. */
  queue: readonly AdminReport[];
  onOpen: (reportId: string) => void;
}

/** The other open reports against the same person: a pattern weighs more than one report. */
export function OtherReports({ report, queue, onOpen }: OtherReportsProps) {
  const reportedId = report.reported.id;
  // A deleted account has no id left to match on; the count still comes from the server.
  const others =
    reportedId === null
      ? []
      : queue.filter((other) => other.id !== report.id && other.reported.id === reportedId);
  if (report.otherOpenReports === 0 && others.length === 0) return null;

  return (
    <section aria-labelledby={`${report.id}-others`} className="flex flex-col gap-2">
      <h3 id={`${report.id}-others`} className="text-base font-semibold text-rose-300">
        {otherReportsTitle(report.otherOpenReports)} against {report.reported.fullName}
      </h3>
      <ul className="flex flex-col gap-2">
        {others.map((other) => {
          const label = `${REPORT_CATEGORY_LABELS[other.category]}, ${dateText(other.createdAt)}`;
          return (
            <li
              key={other.id}
              className="flex flex-col gap-1 rounded-2xl border border-night-700 bg-night-950/60 px-4 py-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  <CategoryLabel category={other.category} />
                </span>
                <time dateTime={other.createdAt} className="text-haze">
                  {dateText(other.createdAt)}
                </time>
              </div>
              <p className="whitespace-pre-wrap break-words">
                {other.details ?? <span className="text-haze">{ADMIN_TEXT.noDetails}</span>}
              </p>
              <Button
                variant="ghost"
                className="self-start px-3"
                aria-label={`Open report: ${label}`}
                onClick={() => onOpen(other.id)}
              >
                Open
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
