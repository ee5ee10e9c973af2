import type { AdminReport } from '@starmatch/contracts/moderation';
import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { EvidenceView } from './evidence-view';
import { ModerationActions } from './moderation-actions';
import { OtherReports } from './other-reports';
import { ReportSummary } from './report-summary';

export interface ReportViewProps {
  report: AdminReport;
  queue: readonly AdminReport[];
  headingRef: Ref<HTMLHeadingElement>;
  onOpen: (reportId: string) => void;
}

const panel = 'rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-6';

/**
 * One report. On a phone: what happened, the evidence, then the decision, one under the other.
 * From 1024 px the evidence takes the wide left column, with what happened and the decision
 * beside it; the decision stays in view while the evidence scrolls.
 */
export function ReportView({ report, queue, headingRef, onOpen }: ReportViewProps) {
  const headingId = `${report.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:items-start"
    >
      <div className={cn(panel, 'flex flex-col gap-5 lg:col-start-2 lg:row-start-1')}>
        <ReportSummary report={report} headingId={headingId} headingRef={headingRef} />
        <OtherReports report={report} queue={queue} onOpen={onOpen} />
      </div>
      <div className={cn(panel, 'lg:col-start-1 lg:row-span-2 lg:row-start-1')}>
        <EvidenceView report={report} />
      </div>
      <div
        className={cn(
          panel,
          'lg:sticky lg:top-[calc(var(--sticky-top-inset,0px)+1rem)] lg:col-start-2 lg:row-start-2',
        )}
      >
        <ModerationActions report={report} />
      </div>
    </article>
  );
}
