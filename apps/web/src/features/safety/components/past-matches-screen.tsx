import type { PastMatch } from '@starmatch/contracts/past-matches';
import { useState } from 'react';
import { ReportSheet } from '@/components/safety/report-sheet';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { usePastMatches } from '../api/get-past-matches';
import { endedOn, PAST_MATCHES_TEXT } from '../safety-text';
import { EmptyList, LoadFailed } from './list-states';
import { SettingsSubPage } from './settings-sub-page';

function PastMatchList() {
  const past = usePastMatches();
  const [reporting, setReporting] = useState<PastMatch | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (past.isError) {
    return (
      <LoadFailed
        text={PAST_MATCHES_TEXT.loadFailed}
        retry={PAST_MATCHES_TEXT.retry}
        onRetry={() => void past.refetch()}
        retrying={past.isFetching}
      />
    );
  }
  if (!past.data) return <Loading label={PAST_MATCHES_TEXT.loading} />;

  return (
    <>
      {past.data.length === 0 ? (
        <EmptyList text={PAST_MATCHES_TEXT.empty} />
      ) : (
        <ul aria-label={PAST_MATCHES_TEXT.title} className="flex flex-col gap-3">
          {past.data.map((match) => (
            <li
              key={match.matchId}
              aria-label={match.otherUser.fullName}
              className="flex items-center gap-3 rounded-2xl border border-night-700 bg-night-900/80 p-3"
            >
              <Avatar name={match.otherUser.fullName} imageUrl={match.otherUser.profileImageUrl} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{match.otherUser.fullName}</span>
                <span className="text-sm text-haze">{endedOn(match.endedAt)}</span>
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  setReporting(match);
                  setSheetOpen(true);
                }}
              >
                {PAST_MATCHES_TEXT.report}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reporting && (
        <ReportSheet
          person={{ id: reporting.otherUser.id, name: reporting.otherUser.fullName }}
          matchId={reporting.matchId}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
        />
      )}
    </>
  );
}

/** /settings/past-matches: matches that ended in the last 90 days, each of which can be reported. */
export function PastMatchesScreen() {
  return (
    <SettingsSubPage title={PAST_MATCHES_TEXT.title} intro={PAST_MATCHES_TEXT.intro}>
      <PastMatchList />
    </SettingsSubPage>
  );
}
