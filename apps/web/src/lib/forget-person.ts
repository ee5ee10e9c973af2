import type { Candidate } from '@starmatch/contracts/candidates';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import type { QueryClient } from '@tanstack/react-query';
import { type ListPages, withoutRows } from './list-pages';
import { queryKeys } from './query-keys';

/**
 * After a block or a report the person leaves every list on screen at once (the API has already
 * hidden them both ways); the lists and counts are then read again so badges and the past matches
 * catch up with what the server did.
 */
export function forgetPerson(queryClient: QueryClient, userId: string): void {
  const deck = queryKeys.matches.deck();
  // Keeping the load time keeps the explore deck where it was (it starts over on a new load).
  queryClient.setQueryData<Candidate[]>(
    deck,
    (list) => list?.filter((candidate) => candidate.userId !== userId),
    { updatedAt: queryClient.getQueryState(deck)?.dataUpdatedAt },
  );
  queryClient.setQueryData<ListPages<Match>>(queryKeys.matches.list(), (pages) =>
    withoutRows(pages, (match) => match.otherUser.id === userId),
  );
  queryClient.setQueryData<ListPages<MatchRequest>>(queryKeys.matches.requests.list(), (pages) =>
    withoutRows(pages, (request) => request.requestUser.id === userId),
  );
  // The deck is not fetched again, for the same reason.
  void queryClient.invalidateQueries({
    queryKey: queryKeys.matches.all(),
    predicate: (query) => query.queryKey[1] !== deck[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.blocks() });
}
