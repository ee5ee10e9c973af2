import type { Match } from '@starmatch/contracts/matches';
import { useEffect } from 'react';
import { useMatches } from '../api/get-matches';

export type LinkedMatch =
  | { status: 'loading' }
  | { status: 'found'; match: Match }
  /** Not one of the person's matches (any more), or the list could not be read. */
  | { status: 'missing' };

export interface MatchesSoFar {
  /** The pages read so far, as one list; undefined before the first page. */
  matches: readonly Match[] | undefined;
  hasNextPage: boolean;
  failed: boolean;
}

/** Where the search for `matchId` in the person's matches stands, page by page. */
export function linkedMatchState(list: MatchesSoFar, matchId: string): LinkedMatch {
  const match = list.matches?.find((candidate) => candidate.id === matchId);
  if (match) return { status: 'found', match };
  if (list.failed) return { status: 'missing' };
  if (list.matches === undefined || list.hasNextPage) return { status: 'loading' };
  return { status: 'missing' };
}

/**
 * The match a link names (`/chat?match=<id>`, from a notification or an email), looked for in
 * the person's matches, reading further pages until it is found or the list ends.
 */
export function useLinkedMatch(matchId: string): LinkedMatch {
  const matches = useMatches();
  const state = linkedMatchState(
    { matches: matches.data, hasNextPage: matches.hasNextPage, failed: matches.isError },
    matchId,
  );
  const readMore = state.status === 'loading' && matches.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = matches;
  useEffect(() => {
    if (readMore && !isFetchingNextPage) void fetchNextPage();
  }, [readMore, isFetchingNextPage, fetchNextPage]);
  return state;
}
