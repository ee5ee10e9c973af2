import type { AdminReport, AuditEntry } from '@starmatch/contracts/moderation';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { dateTimeText } from '../admin-dates';
import { ACTION_DONE, ADMIN_TEXT } from '../admin-text';
import { CategoryLabel } from './category-label';
import type { MorePages } from './more-pages';

const panel = 'flex flex-col gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-6';

/** A person as the log names them; a deleted account keeps its name, said to be gone. */
function personName(person: { id: string | null; fullName: string }): string {
  return person.id === null ? `${person.fullName} (account deleted)` : person.fullName;
}

function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: string;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{ADMIN_TEXT.historyFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {ADMIN_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Loading label={ADMIN_TEXT.loadingHistory} />;
  if (query.data.length === 0) return <p className="text-haze">{empty}</p>;
  return children(query.data);
}

const AUDIT_COLUMNS = ['Time', 'Moderator', 'Action', 'Subject', 'Note'] as const;

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // Scrolls sideways on a narrow phone rather than squeezing the columns; focusable so a
    // keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
    <section aria-label={ADMIN_TEXT.auditEntries} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead className="text-haze">
          <tr>
            {AUDIT_COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  index < AUDIT_COLUMNS.length - 1 ? 'py-2 pr-4 font-medium' : 'py-2 font-medium'
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-night-700 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt)}</time>
              </td>
              <td className="py-2 pr-4">{personName(entry.moderator)}</td>
              <td className="py-2 pr-4 font-semibold">{ACTION_DONE[entry.action]}</td>
              <td className="py-2 pr-4">{personName(entry.subject)}</td>
              <td className="py-2 whitespace-pre-wrap break-words">
                {entry.note ?? <span className="text-haze">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ResolvedList({ reports }: { reports: AdminReport[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => (
        <li
          key={report.id}
          aria-label={`Report against ${report.reported.fullName}`}
          className="flex flex-col gap-1 rounded-2xl border border-night-700 bg-night-950/60 px-4 py-3 text-sm"
        >
          <p className="text-base font-semibold">
            <CategoryLabel category={report.category} />
          </p>
          <p>
            Against {personName(report.reported)}, by {personName(report.reporter)}, on{' '}
            <time dateTime={report.createdAt}>{dateTimeText(report.createdAt)}</time>
          </p>
          {report.details && <p className="whitespace-pre-wrap break-words">{report.details}</p>}
          {report.resolution && (
            <p className="text-haze">
              <span className="font-semibold text-star">
                {ACTION_DONE[report.resolution.action]}
              </span>{' '}
              by {personName(report.resolution.moderator)} on{' '}
              <time dateTime={report.resolution.resolvedAt}>
                {dateTimeText(report.resolution.resolvedAt)}
              </time>
              {report.resolution.note && <>: {report.resolution.note}</>}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ListQuery<T> {
  data: T[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface HistoryViewProps {
  audit: ListQuery<AuditEntry>;
  resolved: ListQuery<AdminReport>;
  /** The resolved reports come a page at a time. */
  more: MorePages;
}

function ShowMore({ more }: { more: MorePages }) {
  if (!more.hasMore) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      {more.failed && <p role="alert">{ADMIN_TEXT.moreFailed}</p>}
      <Button variant="secondary" disabled={more.loading} onClick={more.load}>
        {more.loading ? ADMIN_TEXT.loadingMore : ADMIN_TEXT.showMore}
      </Button>
    </div>
  );
}

/** What has been done: the audit log, then the reports it closed. */
export function HistoryView({ audit, resolved, more }: HistoryViewProps) {
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="audit-log-title" className={panel}>
        <h2 id="audit-log-title" className="text-xl font-semibold">
          {ADMIN_TEXT.auditLog}
        </h2>
        <Loaded query={audit} empty={ADMIN_TEXT.noAudit}>
          {(entries) => <AuditTable entries={entries} />}
        </Loaded>
      </section>
      <section aria-labelledby="resolved-reports-title" className={panel}>
        <h2 id="resolved-reports-title" className="text-xl font-semibold">
          {ADMIN_TEXT.resolvedReports}
        </h2>
        <Loaded query={resolved} empty={ADMIN_TEXT.noResolved}>
          {(reports) => (
            <>
              <ResolvedList reports={reports} />
              <ShowMore more={more} />
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
