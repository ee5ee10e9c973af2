import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';

export interface MatchMomentProps {
  /** The request just accepted, or null when the moment is not showing. */
  accepted: MatchRequest | null;
  /** The match the accept made, once the refreshed list holds it. */
  match: Match | undefined;
  onMessage: (match: Match) => void;
  onClose: () => void;
}

/**
 * The moment an accept makes a match, as dating apps mark it: both people like each other, and
 * the way to say hello is right there. The photo settles in with a short pop, which
 * `prefers-reduced-motion` turns off.
 */
export function MatchMoment({ accepted, match, onMessage, onClose }: MatchMomentProps) {
  const name = accepted?.requestUser.fullName ?? '';
  return (
    <AlertDialog open={accepted !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="items-center text-center">
        <Avatar
          name={name}
          imageUrl={accepted?.requestUser.profileImageUrl ?? null}
          className="size-28 text-3xl ring-4 ring-gold-300 shadow-xl shadow-gold-300/20 motion-safe:animate-[match-pop_420ms_cubic-bezier(0.34,1.56,0.64,1)]"
        />
        <AlertDialogTitle className="text-3xl font-bold text-gold-200">
          It's a match!
        </AlertDialogTitle>
        <AlertDialogDescription>
          You and {name} like each other. Say kia ora while it's fresh.
        </AlertDialogDescription>
        <div className="flex w-full flex-col gap-3">
          <Button
            size="lg"
            className="w-full"
            disabled={match === undefined}
            onClick={() => match && onMessage(match)}
          >
            Message {name}
          </Button>
          <AlertDialogCancel className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
            Keep browsing
          </AlertDialogCancel>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
