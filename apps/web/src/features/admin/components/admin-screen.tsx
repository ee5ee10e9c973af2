import { type ReactNode, useId, useState } from 'react';
import { BackHeader } from '@/components/layout/back-header';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/lib/paths';
import { ADMIN_TEXT } from '../admin-text';
import { isNotModerator } from '../api/admin-query-retry';
import { reportsOf, useAdminReports } from '../api/get-admin-reports';
import { useAuditLog } from '../api/get-audit-log';
import { useModerationStats } from '../api/get-moderation-stats';
import { APPEALS_TEXT } from '../appeals-text';
import { CORRECTIONS_ADMIN_TEXT } from '../corrections-text';
import { HELD_PHOTOS_TEXT } from '../held-photos-text';
import { STATS_TEXT } from '../stats-text';
import { AdminTabs } from './admin-tabs';
import { AppealsView } from './appeals-view';
import { CorrectionsView } from './corrections-view';
import { HeldPhotosView } from './held-photos-view';
import { HistoryView } from './history-view';
import { QueueView } from './queue-view';
import { StatsView } from './stats-view';

type View = 'queue' | 'history' | 'stats' | 'appeals' | 'corrections' | 'held-photos';

const TABS = [
  { key: 'queue', label: ADMIN_TEXT.queueTab },
  { key: 'history', label: ADMIN_TEXT.historyTab },
  { key: 'stats', label: STATS_TEXT.tab },
  { key: 'corrections', label: CORRECTIONS_ADMIN_TEXT.tab },
  { key: 'appeals', label: APPEALS_TEXT.tab },
  { key: 'held-photos', label: HELD_PHOTOS_TEXT.tab },
] as const satisfies readonly { key: View; label: string }[];

export interface AdminScreenProps {
  /** The app's 404 page: what anyone who is not a moderator gets, so the page gives nothing away. */
  notFound: ReactNode;
}

/** /admin: the moderation queue, its history and its monthly stats. */
export function AdminScreen({ notFound }: AdminScreenProps) {
  const id = useId();
  const [view, setView] = useState<View>('queue');
  const open = useAdminReports('open');
  const audit = useAuditLog(view === 'history');
  const resolved = useAdminReports('resolved', view === 'history');
  const stats = useModerationStats(view === 'stats');

  // The API answers 404 to anyone who is not a moderator (or no longer is).
  if ([open, audit, resolved, stats].some((query) => isNotModerator(query.error))) return notFound;
  // Until the first answer says who this is, nothing on screen names the page.
  if (open.isPending) return <Loading fullScreen />;
  if (open.isError && !open.data) {
    return (
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{ADMIN_TEXT.loadFailedTitle}</h1>
        <p role="alert" className="text-haze">
          {ADMIN_TEXT.loadFailed}
        </p>
        <Button onClick={() => void open.refetch()} disabled={open.isFetching}>
          {ADMIN_TEXT.retry}
        </Button>
      </main>
    );
  }

  return (
    <>
      <BackHeader to={paths.home} title={ADMIN_TEXT.title} row="wide">
        <div className="w-full min-w-0 lg:ml-auto lg:w-auto">
          <AdminTabs tabs={TABS} active={view} onChange={setView} idPrefix={id} />
        </div>
      </BackHeader>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 pt-5 pb-12">
        <div
          id={`${id}-${view}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${view}-tab`}
          className="flex flex-col gap-5"
        >
          {view === 'queue' ? (
            <QueueView
              reports={reportsOf(open.data) ?? []}
              more={{
                hasMore: open.hasNextPage,
                loading: open.isFetchingNextPage,
                failed: open.isFetchNextPageError,
                load: () => void open.fetchNextPage(),
              }}
            />
          ) : view === 'appeals' ? (
            <AppealsView />
          ) : view === 'corrections' ? (
            <CorrectionsView />
          ) : view === 'held-photos' ? (
            <HeldPhotosView />
          ) : view === 'stats' ? (
            <StatsView stats={stats} />
          ) : (
            <HistoryView
              audit={audit}
              resolved={{
                data: reportsOf(resolved.data),
                isError: resolved.isError,
                refetch: resolved.refetch,
              }}
              more={{
                hasMore: resolved.hasNextPage,
                loading: resolved.isFetchingNextPage,
                failed: resolved.isFetchNextPageError,
                load: () => void resolved.fetchNextPage(),
              }}
            />
          )}
        </div>
      </main>
    </>
  );
}
