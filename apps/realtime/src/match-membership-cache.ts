import type { DatabaseHandle } from '@starmatch/db/connection';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { hasSentInMatch } from '@starmatch/db/queries/messages';
import type { MatchMembership } from '@starmatch/domain/chat/match-membership';

interface CacheEntry {
  otherUserId: string;
  expiresAt: number;
  /** The user has written in the match: their next message opens no conversation. */
  written: boolean;
}

/**
 * Remembers, per gateway process, which matches a user was confirmed to belong to, so a busy
 * chat does not ask the database on every frame. Only confirmed memberships are kept; an
 * ended match is forgotten at once: `unmatched` (an unmatch, or the blocker's own tabs after a
 * block) or `match_ended` (the other side of a block, a report or an account deletion) reaches
 * this process because each person's channel is subscribed while they have sockets here. The
 * TTL bounds anything else (an event lost in a Redis restart). With a membership it keeps
 * whether the user has written in the match, once they have: a chat's every message asked the
 * database that, a query and a pooled connection per message for an answer that never changes back.
 */
export class MatchMembershipCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string, matchId: string): string | undefined {
    return this.live(userId, matchId)?.otherUserId;
  }

  set(userId: string, matchId: string, otherUserId: string): void {
    const key = `${userId}:${matchId}`;
    this.entries.delete(key);
    this.entries.set(key, { otherUserId, expiresAt: this.now() + this.ttlMs, written: false });
    // Map keeps insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Whether the remembered membership has the user's writing in it too (false once it expired). */
  hasWritten(userId: string, matchId: string): boolean {
    return this.live(userId, matchId)?.written === true;
  }

  /** The user has written in the match: kept with their membership, if it is remembered. */
  markWritten(userId: string, matchId: string): void {
    const entry = this.live(userId, matchId);
    if (entry) entry.written = true;
  }

  forgetMatch(matchId: string): void {
    for (const key of this.entries.keys()) {
      if (key.endsWith(`:${matchId}`)) this.entries.delete(key);
    }
  }

  private live(userId: string, matchId: string): CacheEntry | undefined {
    const key = `${userId}:${matchId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** The gateway's membership check: the cache first, the database on a miss. */
export function cachedMatchMembership(
  db: DatabaseHandle['db'],
  cache = new MatchMembershipCache(),
): MatchMembership {
  return {
    async otherMemberOf(userId, matchId) {
      const remembered = cache.get(userId, matchId);
      if (remembered !== undefined) return remembered;
      const other = (await findMatchOfMember(db, { matchId, userId }))?.otherUserId;
      if (other !== undefined) cache.set(userId, matchId, other);
      return other;
    },
    async hasWrittenIn(userId, matchId) {
      if (cache.hasWritten(userId, matchId)) return true;
      const written = await hasSentInMatch(db, userId, matchId);
      if (written) cache.markWritten(userId, matchId);
      return written;
    },
    wroteIn(userId, matchId) {
      cache.markWritten(userId, matchId);
    },
    forgetMatch(matchId) {
      cache.forgetMatch(matchId);
    },
  };
}
