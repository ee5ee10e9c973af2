import type { AdminReport } from '@starmatch/contracts/moderation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { ADMIN_TEXT } from '../admin-text';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import type { MorePages } from './more-pages';
import { ReportView } from './report-view';

/**
 * The open queue, one report at a time, most urgent first (the server's order), loaded a page
 * at a time: stepping past the last loaded report loads the next page.
 */
export function QueueView({ reports, more }: { reports: readonly AdminReport[]; more: MorePages }) {
  const [wanted, setWanted] = useState(0);
  // Past the loaded reports while more exist: the next page is what is wanted.
  const waiting = wanted >= reports.length && more.hasMore;
  const { hasMore, loading, failed, load } = more;
  useEffect(() => {
    if (waiting && !loading && !failed) load();
  }, [waiting, loading, failed, load]);
  // A resolved report leaves the list, so the same place now holds the next one; past the end
  // (the last one resolved) it is the one before.
  const index = Math.min(wanted, reports.length - 1);
  const report = waiting ? undefined : reports[index];
  const headingRef = useFocusOnChange<HTMLHeadingElement>(
    report?.id ?? (waiting ? 'more' : 'empty'),
  );

  if (waiting) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3">
            <p>{ADMIN_TEXT.moreFailed}</p>
            <Button variant="secondary" onClick={load}>
              {ADMIN_TEXT.retry}
            </Button>
          </div>
        ) : (
          <Loading label={ADMIN_TEXT.loadingMore} />
        )}
        {reports.length > 0 && (
          <Button variant="ghost" onClick={() => setWanted(reports.length - 1)}>
            <span aria-hidden="true">←</span> {ADMIN_TEXT.previousShort}
          </Button>
        )}
      </div>
    );
  }

  if (!report) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          {ADMIN_TEXT.empty}
        </h2>
        <p className="text-haze">{ADMIN_TEXT.emptyText}</p>
      </div>
    );
  }

  const open = (reportId: string) => {
    const found = reports.findIndex((other) => other.id === reportId);
    if (found !== -1) setWanted(found);
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={ADMIN_TEXT.queueNav} className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          aria-label={ADMIN_TEXT.previous}
          disabled={index === 0}
          onClick={() => setWanted(index - 1)}
        >
          <span aria-hidden="true">←</span> {ADMIN_TEXT.previousShort}
        </Button>
        <p className="font-semibold tabular-nums">
          {index + 1} of {reports.length}
          {hasMore ? '+' : ''}
        </p>
        <Button
          variant="secondary"
          aria-label={ADMIN_TEXT.next}
          disabled={index === reports.length - 1 && !hasMore}
          onClick={() => setWanted(index + 1)}
        >
          {ADMIN_TEXT.nextShort} <span aria-hidden="true">→</span>
        </Button>
      </nav>
      <ReportView
        key={report.id}
        report={report}
        queue={reports}
        headingRef={headingRef}
        onOpen={open}
      />
    </div>
  );
}
