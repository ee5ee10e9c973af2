import { MATCH_REMOVED_NOTICE, type SafetyNotice } from '@starmatch/contracts/safety-notices';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDismissSafetyNotice, useSafetyNotices } from '../api/safety-notices';

/**
 * Above every members' screen: one card for each notice that a match was removed by a ban, with
 * the email's words. Nothing while loading or after a failed read, which is tried again on the
 * next screen: a warning is worth a retry, not an error in the way.
 */
export function SafetyNoticeCards() {
  const { pathname } = useLocation();
  const notices = useSafetyNotices();
  const { isError, refetch } = notices;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname: each screen retries.
  useEffect(() => {
    if (isError) void refetch();
  }, [pathname]);
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((notice) => (
        <SafetyNoticeCard key={notice.id} notice={notice} />
      ))}
    </>
  );
}

function SafetyNoticeCard({ notice }: { notice: SafetyNotice }) {
  const dismiss = useDismissSafetyNotice();
  const titleId = `safety-notice-${notice.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="border-b border-rose-300/40 bg-night-900/95 px-4 py-3"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-rose-200">
            {MATCH_REMOVED_NOTICE.title}
          </h2>
          <p className="text-sm text-haze">{MATCH_REMOVED_NOTICE.advice}</p>
          <p className="text-sm text-haze">{MATCH_REMOVED_NOTICE.emergency}</p>
          <Link to={paths.safety} className="text-sm font-medium text-gold-200 underline">
            Safety advice
          </Link>
        </div>
        <Button disabled={dismiss.isPending} onClick={() => dismiss.mutate(notice.id)}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
