/**
 * Remembers, per gateway process, which matches a user was confirmed to belong to, so a busy
 * chat does not ask the database on every frame. Only confirmed memberships are kept; an
 * unmatch forgets the match at once (the `unmatched` event reaches this process because both
 * people's channels are subscribed while they have sockets here), and the TTL bounds anything
 * else (an event lost in a Redis restart).
 */
export class MatchMembershipCache {
  private readonly entries = new Map<string, { otherUserId: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string, matchId: string): string | undefined {
    const key = `${userId}:${matchId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.otherUserId;
  }

  set(userId: string, matchId: string, otherUserId: string): void {
    const key = `${userId}:${matchId}`;
    this.entries.delete(key);
    this.entries.set(key, { otherUserId, expiresAt: this.now() + this.ttlMs });
    // Map keeps insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forgetMatch(matchId: string): void {
    for (const key of this.entries.keys()) {
      if (key.endsWith(`:${matchId}`)) this.entries.delete(key);
    }
  }
}
