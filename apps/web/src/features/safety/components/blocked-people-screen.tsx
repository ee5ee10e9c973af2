import type { BlockedPerson } from '@starmatch/contracts/blocks';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useBlocks } from '../api/get-blocks';
import { BLOCKED_TEXT, blockedOn } from '../safety-text';
import { EmptyList, LoadFailed } from './list-states';
import { SubPageHeader } from './sub-page-header';
import { UnblockDialog } from './unblock-dialog';

function BlockedList() {
  const blocks = useBlocks();
  // Held apart from the list: an unblock takes the row away while the dialog closes.
  const [confirming, setConfirming] = useState<BlockedPerson | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (blocks.isError) {
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

  return (
    <>
      {blocks.data.length === 0 ? (
        <EmptyList text={BLOCKED_TEXT.empty} />
      ) : (
        <ul aria-label={BLOCKED_TEXT.title} className="flex flex-col gap-3">
          {blocks.data.map((person) => (
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
      {confirming && (
        <UnblockDialog person={confirming} open={dialogOpen} onOpenChange={setDialogOpen} />
      )}
    </>
  );
}

/** /settings/blocked-people: whom I blocked and when, each with Unblock (after a confirmation). */
export function BlockedPeopleScreen() {
  return (
    <>
      <SubPageHeader title={BLOCKED_TEXT.title} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-5 px-4 pt-5 pb-[calc(var(--sticky-bottom-inset,0px)+3rem)]">
        <p className="text-haze">{BLOCKED_TEXT.intro}</p>
        <BlockedList />
      </main>
    </>
  );
}
