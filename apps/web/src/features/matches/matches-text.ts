// docs/PRODUCT.md "Matches screen" and "Error messages", word for word.
export const MATCHES_TEXT = {
  title: 'Your Matches',
  loading: 'Loading matches...',
  loadFailed: 'Failed to load matches. Please try again.',
  showMore: 'Show more',
  loadingMore: 'Loading more...',
  moreFailed: 'Failed to load more. Please try again.',
  retry: 'Retry',
  emptyTitle: 'No matches yet',
  emptyText: 'Like someone on Explore; when they like you back, they show up here.',
  startExploring: 'Start Exploring',
  // Shown under a section heading whose list is empty while the other list is not.
  noRequests: 'No one is waiting on an answer right now.',
  noMatchesYet: 'Accept a request and you can start chatting here.',
  noBio: 'No bio available',
  more: '...more',
  less: 'Show less',
  noMessages: 'Start your conversation...',
  unmatchText: 'This action cannot be undone...',
} as const;

export const MATCHES_TOASTS = {
  respondFailed: {
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to respond to request. Please try again.',
  },
  unmatchFailed: {
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to unmatch. Please try again.',
  },
} as const;

/** The count summary under the lists, e.g. '2 matches · 1 pending request'. */
export function countSummary(matches: number, requests: number): string {
  const matchWord = matches === 1 ? 'match' : 'matches';
  const requestWord = requests === 1 ? 'pending request' : 'pending requests';
  return `${matches} ${matchWord} · ${requests} ${requestWord}`;
}
