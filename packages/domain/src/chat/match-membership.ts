import type { DatabaseHandle } from '@starmatch/db/connection';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { hasSentInMatch } from '@starmatch/db/queries/messages';

/**
 * Who else is in a match, as the chat asks it before every send. The gateway answers from a
 * per-process cache that the `unmatched` and `match_ended` events clear; the API, which hears
 * no events, asks the database each time. Either way an insert into a match deleted meanwhile fails its foreign
 * key, so a stale answer never stores a message.
 */
export interface MatchMembership {
  /** The other member's id when `userId` belongs to the match; undefined for a missing or someone else's match. */
  otherMemberOf(userId: string, matchId: string): Promise<string | undefined>;
  /**
   * Whether `userId` has written in the match: their first message opens a conversation. Once
   * true it stays true for as long as the match exists (messages go only with their match).
   */
  hasWrittenIn(userId: string, matchId: string): Promise<boolean>;
  /** A message of `userId` in the match was just stored. */
  wroteIn(userId: string, matchId: string): void;
  /** The match ended: drop anything remembered about it. */
  forgetMatch(matchId: string): void;
}

/** Asks the database every time: nothing to forget. */
export function databaseMatchMembership(db: DatabaseHandle['db']): MatchMembership {
  return {
    async otherMemberOf(userId, matchId) {
      return (await findMatchOfMember(db, { matchId, userId }))?.otherUserId;
    },
    hasWrittenIn(userId, matchId) {
      return hasSentInMatch(db, userId, matchId);
    },
    wroteIn() {},
    forgetMatch() {},
  };
}
