import type { Candidate } from '@starmatch/contracts/candidates';
import { toast } from '@/components/ui/use-toast';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import { useDecideOnCandidate } from '../api/decide-on-candidate';
import { displayName } from '../candidate-name';
import { EXPLORE_TOASTS } from '../explore-toasts';

export interface CandidateActionHandlers {
  /** The like went through: the candidate leaves the deck. */
  onLiked: (candidate: Candidate) => void;
  /** The pass went through: move on. */
  onPassed: (candidate: Candidate) => void;
}

function likeFailed(error: unknown): void {
  if (isNetworkError(error)) {
    toast({ variant: 'destructive', ...EXPLORE_TOASTS.likeOffline });
    return;
  }
  const { title, fallback } = EXPLORE_TOASTS.likeFailed;
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
}

/** Like (a match request) and pass, with the toasts of docs/PRODUCT.md "Likes and match requests". A failed pass is only logged. */
export function useCandidateActions({ onLiked, onPassed }: CandidateActionHandlers) {
  const liking = useDecideOnCandidate();
  const passing = useDecideOnCandidate();

  const like = (candidate: Candidate) => {
    liking.mutate(
      { targetUserId: candidate.userId, isLike: true },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            const { title, fallback } = EXPLORE_TOASTS.likeFailed;
            toast({ variant: 'destructive', title, description: answer.message || fallback });
            return;
          }
          if (answer.outcome === 'passed') {
            // No request went out, so saying one did would be a lie: show what the server said.
            toast({ title: answer.message });
            return;
          }
          const name = displayName(candidate);
          toast({
            ...EXPLORE_TOASTS.likeSent,
            description:
              answer.outcome === 'matched'
                ? `It's a match! You and ${name} like each other.`
                : `We'll let you know if ${name} likes you back.`,
          });
          onLiked(candidate);
        },
        onError: likeFailed,
      },
    );
  };

  const pass = (candidate: Candidate) => {
    passing.mutate(
      { targetUserId: candidate.userId, isLike: false },
      {
        onSuccess: () => onPassed(candidate),
        onError: (error) => console.error('[explore] Pass failed', error),
      },
    );
  };

  return { like, pass, isBusy: liking.isPending || passing.isPending };
}
