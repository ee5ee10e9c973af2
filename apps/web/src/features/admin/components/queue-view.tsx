import type { AdminReport } from '@starmatch/contracts/moderation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ADMIN_TEXT } from '../admin-text';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { ReportView } from './report-view';

/** The open queue, one report at a time, most urgent first (the server's order). */
export function QueueView({ reports }: { reports: readonly AdminReport[] }) {
  const [wanted, setWanted] = useState(0);
  // A resolved report leaves the list, so the same place now holds the next one; past the end
  // (the last one resolved) it is the one before.
  const index = Math.min(wanted, reports.length - 1);
  const report = reports[index];
  const headingRef = useFocusOnChange<HTMLHeadingElement>(report?.id ?? 'empty');

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
        </p>
        <Button
          variant="secondary"
          aria-label={ADMIN_TEXT.next}
          disabled={index === reports.length - 1}
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
