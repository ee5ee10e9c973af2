import type { Candidate } from '@starmatch/contracts/candidates';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import { useUndoPassMutation } from '../api/undo-pass';
import { EXPLORE_TOASTS } from '../explore-toasts';

/**
 * Undo for the latest pass (docs/ARCHITECTURE.md "Matching and decks"): offered once the passed
 * card has gone, withdrawn by a like, by its own use, or by a refusal (the server said why, and
 * asking again would only hear it again). A request that never got an answer may be tried again.
 */
export function useUndoPass(onBack: (candidate: Candidate) => void) {
  const [passed, setPassed] = useState<Candidate | null>(null);
  const mutation = useUndoPassMutation();

  const undo = () => {
    if (passed === null) return;
    mutation.mutate(
      { targetUserId: passed.userId },
      {
        onSuccess: (answer) => {
          setPassed(null);
          onBack(answer.candidate);
        },
        onError: (error) => {
          if (!isNetworkError(error)) setPassed(null);
          const { title, fallback } = EXPLORE_TOASTS.undoFailed;
          toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
        },
      },
    );
  };

  return {
    /** Whom Undo would bring back, or null when there is nothing to offer. */
    passed,
    offer: (candidate: Candidate) => setPassed(candidate),
    withdraw: () => setPassed(null),
    undo,
    isPending: mutation.isPending,
  };
}
