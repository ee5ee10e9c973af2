import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runWith, StatementCache, standIn } from '../src/reusable-statement.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

describe('a reusable statement', () => {
  it('runs with each stand-in replaced by its value, wherever it appears, and nothing else', async () => {
    const NAME = standIn('name');
    const statement = sql<{ greeting: string; again: string; fixed: string }>`
      select 'kia ora ' || ${NAME}::text as greeting, ${NAME}::text as again,
        ${'fixed'}::text as fixed`.compile(test.db);
    for (const name of ['Aroha', 'Nikau']) {
      const { rows } = await runWith(test.db, statement, new Map([[NAME, name]]));
      expect(rows).toEqual([{ greeting: `kia ora ${name}`, again: name, fixed: 'fixed' }]);
    }
    expect(statement.parameters).toEqual([NAME, NAME, 'fixed']);
  });

  it('makes stand-ins no text column can hold', () => {
    expect(standIn('viewer')).toBe('\u0000viewer');
  });
});

describe('StatementCache', () => {
  it('compiles once per key and keeps only the newest few', () => {
    const cache = new StatementCache<unknown>(2);
    let compiled = 0;
    const compile = (text: string) => () => {
      compiled += 1;
      return sql`select ${text}::text`.compile(test.db);
    };
    const first = cache.get('day 1', compile('1'));
    expect(cache.get('day 1', compile('1'))).toBe(first);
    cache.get('day 2', compile('2'));
    cache.get('day 3', compile('3'));
    expect(compiled).toBe(3);
    expect(cache.get('day 1', compile('1'))).not.toBe(first);
    expect(compiled).toBe(4);
  });
});
