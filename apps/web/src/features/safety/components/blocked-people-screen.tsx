import type { BlockedPerson } from '@starmatch/contracts/blocks';
import { useState } from 'react';
import { BlockDialog } from '@/components/safety/block-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useBlocks } from '../api/get-blocks';
import { BLOCKED_TEXT, blockedOn } from '../safety-text';
import { EmptyList, LoadFailed } from './list-states';
import { SettingsSubPage } from './settings-sub-page';

/** The next page on request: the button shows the fetch under way, and a failure beside it. */
function ShowMore({
  loading,
  failed,
  onClick,
}: {
  loading: boolean;
  failed: boolean;
  onClick: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      {failed && !loading && (
        <p role="alert" className="text-sm text-haze">
          {BLOCKED_TEXT.loadMoreFailed}
        </p>
      )}
      <Button variant="secondary" onClick={onClick} disabled={loading}>
        {loading ? BLOCKED_TEXT.loadingMore : BLOCKED_TEXT.showMore}
      </Button>
    </div>
  );
}

function BlockedList() {
  const blocks = useBlocks();
  // Held apart from the list: an unblock takes the row away while the dialog closes.
  const [confirming, setConfirming] = useState<BlockedPerson | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  // A failed next page keeps the pages already shown; ShowMore says it failed.
  if (blocks.isError && !blocks.data) {
    return (
      <LoadFailed
        text={BLOCKED_TEXT.loadFailed}
        retry={BLOCKED_TEXT.retry}
        onRetry={() => void blocks.refetch()}
        retrying={blocks.isFetching}
      />
    );
  }
  if (!blocks.data) return <Loading label={BLOCKED_TEXT.loading} />;
  const people = blocks.data.pages.flatMap((page) => page.people);

  return (
    <>
      {people.length === 0 && !blocks.hasNextPage ? (
        <EmptyList text={BLOCKED_TEXT.empty} />
      ) : (
        <ul aria-label={BLOCKED_TEXT.title} className="flex flex-col gap-3">
          {people.map((person) => (
            <li
              key={person.id}
              aria-label={person.fullName}
              className="flex items-center gap-3 rounded-2xl border border-night-700 bg-night-900/80 p-3"
            >
              <Avatar name={person.fullName} imageUrl={person.profileImageUrl} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{person.fullName}</span>
                <span className="text-sm text-haze">{blockedOn(person.blockedAt)}</span>
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirming(person);
                  setDialogOpen(true);
                }}
              >
                {BLOCKED_TEXT.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {blocks.hasNextPage && (
        <ShowMore
          loading={blocks.isFetchingNextPage}
          failed={blocks.isFetchNextPageError}
          onClick={() => void blocks.fetchNextPage()}
        />
      )}
      {confirming && (
        <BlockDialog
          change="unblock"
          person={{ id: confirming.id, name: confirming.fullName }}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
    </>
  );
}

/** /settings/blocked-people: whom I blocked and when, each with Unblock (after a confirmation). */
export function BlockedPeopleScreen() {
  return (
    <SettingsSubPage title={BLOCKED_TEXT.title} intro={BLOCKED_TEXT.intro}>
      <BlockedList />
    </SettingsSubPage>
  );
}
