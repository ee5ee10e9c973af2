import { TOAST } from '@starmatch/contracts/constants';

// docs/PRODUCT.md "Likes and match requests" and "Error messages", word for word.
export const EXPLORE_TOASTS = {
  likeSent: { title: 'Match Request Sent!', duration: TOAST.matchDurationMs },
  likeFailed: { title: 'Request Failed', fallback: 'Something went wrong. Please try again.' },
  likeOffline: { title: 'Error', description: 'Failed to send match request. Please try again.' },
  /** Undo is not in docs/PRODUCT.md's list; its failure reads like the like's. */
  undoFailed: { title: 'Undo Failed', fallback: 'Something went wrong. Please try again.' },
} as const;

export const EXPLORE_TEXT = {
  loadFailed: 'Error loading matches',
  loadFailedFallback: 'Unable to fetch potential matches',
  pausedTitle: "You're paused",
  pausedText:
    'Nobody new sees you, and Explore shows nobody new, until you resume. Your matches and chats carry on.',
} as const;
