import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Sheet, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { serverMessage } from '@/lib/error-message';
import { useMatchProfile } from '../api/get-match-profile';
import { MATCH_PROFILE_TEXT } from '../match-profile-text';
import { MatchProfileDetails } from './match-profile-details';

export interface MatchProfileSheetProps {
  matchId: string;
  /** The name the chat header shows, the sheet's title before the profile has arrived. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MatchProfileBody({ matchId }: { matchId: string }) {
  const query = useMatchProfile(matchId);
  if (query.data) return <MatchProfileDetails profile={query.data} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
        <p className="text-lg font-semibold">{MATCH_PROFILE_TEXT.loadFailed}</p>
        {serverMessage(query.error) && <p className="text-haze">{serverMessage(query.error)}</p>}
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {MATCH_PROFILE_TEXT.tryAgain}
        </Button>
      </div>
    );
  }
  return <Loading label={MATCH_PROFILE_TEXT.loading} />;
}

/**
 * The other person of a chat, as the header opens them (as on Hinge and Bumble): their photos
 * and profile, and why the two of you match. Loaded on demand; asks for the profile as it opens.
 */
export function MatchProfileSheet({ matchId, name, open, onOpenChange }: MatchProfileSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={MATCH_PROFILE_TEXT.close}
      header={
        <>
          <SheetTitle className="truncate text-xl font-semibold tracking-tight">{name}</SheetTitle>
          <SheetDescription className="text-sm text-haze">
            {MATCH_PROFILE_TEXT.description}
          </SheetDescription>
        </>
      }
    >
      {/* Mounted while open only: the profile is asked for when the person opens it. */}
      <MatchProfileBody matchId={matchId} />
    </Sheet>
  );
}
