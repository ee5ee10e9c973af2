import { describe, expect, it } from 'vitest';
import { lsnValue } from '../src/replica-freshness.js';

describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does, across the 32-bit halves', () => {
    const positions = ['16/B374D848', '0/0', '16/B374D849', '17/0', '0/FFFFFFFF', '1/0'];
    const sorted = [...positions].sort((a, b) => (lsnValue(a) < lsnValue(b) ? -1 : 1));
    expect(sorted).toEqual(['0/0', '0/FFFFFFFF', '1/0', '16/B374D848', '16/B374D849', '17/0']);
    expect(lsnValue('1/0')).toBe(2n ** 32n);
  });

  it('refuses what is not a WAL position', () => {
    expect(() => lsnValue('nope')).toThrow('not a WAL position: nope');
  });
});
