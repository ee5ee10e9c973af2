import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { nzDate } from '@/lib/nz-date';

// The words of Settings' 'Blocked people' and 'Past matches' (docs/ARCHITECTURE.md "In the app").
export const BLOCKED_TEXT = {
  title: 'Blocked people',
  intro:
    "People you block can't see you or contact you, and they aren't told. Unblocking doesn't bring back a match or its messages.",
  loading: 'Loading blocked people...',
  loadFailed: "We couldn't load the people you blocked.",
  retry: 'Try again',
  empty: "You haven't blocked anyone.",
  showMore: 'Show more',
  loadingMore: 'Loading...',
  loadMoreFailed: "We couldn't load more. Please try again.",
  unblock: 'Unblock',
} as const;

export const PAST_MATCHES_TEXT = {
  title: 'Past matches',
  intro: `Matches that ended in the last ${PAST_MATCHES_DAYS} days, by either of you. You can still report someone here after an unmatch.`,
  loading: 'Loading past matches...',
  loadFailed: "We couldn't load your past matches.",
  retry: 'Try again',
  empty: `No matches have ended in the last ${PAST_MATCHES_DAYS} days.`,
  report: 'Report',
} as const;

/** 'Blocked 5/06/2025': the day in New Zealand, where the users live. */
export function blockedOn(iso: string): string {
  return `Blocked ${nzDate(iso)}`;
}

/** 'Ended 5/06/2025'. */
export function endedOn(iso: string): string {
  return `Ended ${nzDate(iso)}`;
}
