import { describe, expect, it } from 'vitest';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../src/passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    const [, algorithm, version, params, salt, digest] = first.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(Object.fromEntries(params!.split(',').map((pair) => pair.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse battery');
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('kia-ora-2025');
    expect(await verifyPassword(hash, 'kia-ora-2025')).toBe(true);
    expect(await verifyPassword(hash, 'kia-ora-2026')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('never matches a value that is not an argon2 hash', async () => {
    expect(await verifyPassword('kia-ora-2025', 'kia-ora-2025')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('flags hashes made with weaker settings for rehashing', async () => {
    const { argon2id, hash } = await import('argon2');
    const weak = await hash('pw', {
      type: argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(passwordNeedsRehash(weak)).toBe(true);
    expect(await verifyPassword(weak, 'pw')).toBe(true);
  });
});
