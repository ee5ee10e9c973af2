import { describe, expect, it } from 'vitest';
import { banIdentifierHashes } from '../src/ban-identifier-hashes.js';
import { insertBanIdentifiers, isEmailBanned } from '../src/queries/ban-identifiers.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

describe('ban identifiers', () => {
  it('agree on one key when two processes make it at once', async () => {
    const [one, two] = await Promise.all([
      banIdentifierHashes(test.db, ['First.Last@gmail.com']),
      banIdentifierHashes(test.db, ['firstlast+x@googlemail.com']),
    ]);
    expect(one).toHaveLength(1);
    expect(two).toEqual(one);
    expect(one[0]).toMatch(/^[0-9a-f]{64}$/);
    const keys = await test.db
      .selectFrom('app_state')
      .select('key')
      .where('key', '=', 'ban-identifier-key')
      .execute();
    expect(keys).toEqual([{ key: 'ban-identifier-key' }]);
  });

  it('hash each identifier once, and an identifier banned again keeps its first time', async () => {
    const first = new Date('2030-01-02T03:04:05.000Z');
    const emails = ['Kahu.Rangi@gmail.com', 'kahurangi+2@googlemail.com', 'kahu@example.nz'];
    const hashes = await banIdentifierHashes(test.db, emails);
    expect(hashes).toHaveLength(2);
    await insertBanIdentifiers(test.db, { emails, bannedAt: first });
    await insertBanIdentifiers(test.db, {
      emails: ['KAHU@example.nz'],
      bannedAt: new Date('2030-02-02T00:00:00.000Z'),
    });
    const rows = await test.db
      .selectFrom('ban_identifiers')
      .selectAll()
      .where('identifier_hash', 'in', hashes)
      .orderBy('identifier_hash')
      .execute();
    expect(rows).toEqual(
      [...hashes].sort().map((identifier_hash) => ({ identifier_hash, banned_at: first })),
    );
    expect(await isEmailBanned(test.db, 'k.a.h.u.r.a.n.g.i@gmail.com')).toBe(true);
    expect(await isEmailBanned(test.db, 'kahu+x@example.nz')).toBe(false);
  });
});
