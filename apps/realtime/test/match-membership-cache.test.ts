import { describe, expect, it } from 'vitest';
import { MatchMembershipCache } from '../src/match-membership-cache.js';

describe('MatchMembershipCache', () => {
  it('remembers a confirmed membership until its TTL', () => {
    let now = 1_000;
    const cache = new MatchMembershipCache(60_000, 10, () => now);
    cache.set('aroha', 'match-1', 'nikau');
    expect(cache.get('aroha', 'match-1')).toBe('nikau');
    expect(cache.get('nikau', 'match-1')).toBeUndefined();
    now += 59_999;
    expect(cache.get('aroha', 'match-1')).toBe('nikau');
    now += 1;
    expect(cache.get('aroha', 'match-1')).toBeUndefined();
  });

  it('forgets every member of a match that ended, and nothing else', () => {
    const cache = new MatchMembershipCache();
    cache.set('aroha', 'match-1', 'nikau');
    cache.set('nikau', 'match-1', 'aroha');
    cache.set('aroha', 'match-2', 'tama');
    cache.forgetMatch('match-1');
    expect(cache.get('aroha', 'match-1')).toBeUndefined();
    expect(cache.get('nikau', 'match-1')).toBeUndefined();
    expect(cache.get('aroha', 'match-2')).toBe('tama');
  });

  it('drops the oldest entry past its size', () => {
    const cache = new MatchMembershipCache(60_000, 2);
    cache.set('a', 'm1', 'x');
    cache.set('b', 'm2', 'y');
    cache.set('c', 'm3', 'z');
    expect(cache.get('a', 'm1')).toBeUndefined();
    expect(cache.get('b', 'm2')).toBe('y');
    expect(cache.get('c', 'm3')).toBe('z');
  });

  it('keeps that a member has written only with their remembered membership', () => {
    let now = 1_000;
    const cache = new MatchMembershipCache(60_000, 10, () => now);
    cache.markWritten('aroha', 'match-1');
    expect(cache.hasWritten('aroha', 'match-1')).toBe(false);
    cache.set('aroha', 'match-1', 'nikau');
    cache.set('nikau', 'match-1', 'aroha');
    expect(cache.hasWritten('aroha', 'match-1')).toBe(false);
    cache.markWritten('aroha', 'match-1');
    expect(cache.hasWritten('aroha', 'match-1')).toBe(true);
    expect(cache.hasWritten('nikau', 'match-1')).toBe(false);
    now += 60_000;
    expect(cache.hasWritten('aroha', 'match-1')).toBe(false);
    cache.set('aroha', 'match-1', 'nikau');
    cache.markWritten('aroha', 'match-1');
    cache.forgetMatch('match-1');
    expect(cache.hasWritten('aroha', 'match-1')).toBe(false);
  });
});
