import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import { useState } from 'react';
import { useRealtimeFrames } from '@/lib/realtime-frames';

interface Moment {
  request: MatchRequest;
  /** The match the accept made, as the server named it. */
  matchId: string | undefined;
}

/**
 * The 'It's a match!' moment after an accept: the request it marks and, once the refreshed list
 * holds it, the match. It closes the moment that match ends ('unmatched' or 'match_ended' on the
 * socket), so it never offers to message someone who has gone from the list behind it.
 */
export function useMatchMoment(matches: readonly Match[] | undefined) {
  const [moment, setMoment] = useState<Moment | null>(null);
  const match = moment
    ? matches?.find((item) =>
        moment.matchId
          ? item.id === moment.matchId
          : item.otherUser.id === moment.request.requestUser.id,
      )
    : undefined;
  const endedId = moment?.matchId ?? match?.id;
  useRealtimeFrames((frame) => {
    if (frame.type !== 'unmatched' && frame.type !== 'match_ended') return;
    if (endedId !== undefined && frame.matchId === endedId) setMoment(null);
  });
  return {
    accepted: moment?.request ?? null,
    match,
    open: (request: MatchRequest, matchId: string | undefined) => setMoment({ request, matchId }),
    close: () => setMoment(null),
  };
}
