import type { AdminReport } from '@starmatch/contracts/moderation';
import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { ageText, dateTimeText } from '../admin-dates';
import { ADMIN_TEXT, STANDING_LABELS } from '../admin-text';
import { isReportOverdue } from '../report-overdue';
import { CategoryLabel } from './category-label';

export interface ReportSummaryProps {
  report: AdminReport;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Who reported whom, for what, when, and where the reported account stands now. */
export function ReportSummary({ report, headingId, headingRef }: ReportSummaryProps) {
  const { reporter, reported } = report;
  const now = Date.now();
  return (
    <div className="flex flex-col gap-3">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight"
      >
        Report against {reported.fullName}
      </h2>
      <p className="text-lg font-semibold text-gold-200">
        <CategoryLabel category={report.category} />
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-haze">Reported</dt>
        <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <time dateTime={report.createdAt} title={dateTimeText(report.createdAt)}>
            {ageText(report.createdAt, now)}
          </time>
          {isReportOverdue(report, now) && (
            <span
              title={ADMIN_TEXT.overdueHint}
              className="rounded-full border border-rose-400/70 bg-rose-950/60 px-2 py-0.5 text-xs font-bold text-rose-200"
            >
              {ADMIN_TEXT.overdue}
            </span>
          )}
        </dd>
        <dt className="text-haze">By</dt>
        <dd>{reporter.fullName}</dd>
        <dt className="text-haze">Standing</dt>
        <dd
          className={cn(
            'font-semibold',
            reported.standing === 'active' ? 'text-star' : 'text-rose-300',
          )}
        >
          {STANDING_LABELS[reported.standing]}
        </dd>
      </dl>
      <h3 className="text-base font-semibold">{ADMIN_TEXT.details}</h3>
      <p className="whitespace-pre-wrap break-words text-star">
        {report.details ?? <span className="text-haze">{ADMIN_TEXT.noDetails}</span>}
      </p>
    </div>
  );
}
