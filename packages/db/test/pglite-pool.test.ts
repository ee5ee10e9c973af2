import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/connection.js';
import { LockTimeoutError, Mutex } from '../src/pglite/mutex.js';
import { PGlitePool, PGlitePoolClosedError } from '../src/pglite/pglite-pool.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Mutex', () => {
  it('hands the lock out in request order, one holder at a time', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    const hold = async (name: string) => {
      const release = await mutex.acquire(1000);
      order.push(`${name}:in`);
      await sleep(5);
      order.push(`${name}:out`);
      release();
    };
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
    expect(mutex.locked).toBe(false);
  });

  it('times out a waiter without disturbing the queue', async () => {
    const mutex = new Mutex();
    const release = await mutex.acquire(1000);
    await expect(mutex.acquire(20)).rejects.toBeInstanceOf(LockTimeoutError);
    release();
    release(); // a second release of the same grant is ignored
    const again = await mutex.acquire(20);
    expect(mutex.locked).toBe(true);
    again();
    expect(mutex.locked).toBe(false);
  });
});

describe('PGlite through kysely', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({ inMemory: true });
    await sql`create table events (seq serial primary key, label text not null)`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('never interleaves two concurrent transactions', async () => {
    await sql`truncate events`.execute(handle.db);
    const seen: string[] = [];
    const run = (name: string) =>
      handle.db.transaction().execute(async (trx) => {
        seen.push(`${name}:begin`);
        await sql`insert into events (label) values (${`${name}:1`})`.execute(trx);
        await sleep(30);
        await sql`insert into events (label) values (${`${name}:2`})`.execute(trx);
        seen.push(`${name}:commit`);
      });
    await Promise.all([run('a'), run('b')]);
    expect(seen).toEqual(['a:begin', 'a:commit', 'b:begin', 'b:commit']);
    const { rows } = await sql<{ label: string }>`select label from events order by seq`.execute(
      handle.db,
    );
    expect(rows.map((row) => row.label)).toEqual(['a:1', 'a:2', 'b:1', 'b:2']);
  });

  it('makes a plain query wait for a running transaction, which then cannot see it', async () => {
    await sql`truncate events`.execute(handle.db);
    let inserted = false;
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sleep(20);
      await sql`insert into events (label) values ('tx')`.execute(trx);
      await sleep(20);
      await sql`update events set label = 'tx-final' where label = 'tx'`.execute(trx);
      inserted = true;
    });
    await sleep(5);
    const outside = sql<{ labels: string[] | null }>`
      select array_agg(label order by seq) as labels from events`
      .execute(handle.db)
      .then((result) => ({ insertedWhenAnswered: inserted, labels: result.rows[0]?.labels }));
    await transaction;
    expect(await outside).toEqual({ insertedWhenAnswered: true, labels: ['tx-final'] });
  });

  it('releases the connection when a transaction rolls back', async () => {
    await sql`truncate events`.execute(handle.db);
    const failing = handle.db.transaction().execute(async (trx) => {
      await sql`insert into events (label) values ('doomed')`.execute(trx);
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    const { rows } = await sql<{ n: number }>`select count(*) as n from events`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('PGlitePool', () => {
  it('fails a second connect while the only connection is held, instead of hanging', async () => {
    const pglite = await PGlite.create();
    const pool = new PGlitePool(pglite, { acquireTimeoutMs: 50 });
    const client = await pool.connect();
    await expect(pool.connect()).rejects.toBeInstanceOf(LockTimeoutError);
    client.release();
    const next = await pool.connect();
    const result = await next.query<{ one: number }>('select 1 as one', []);
    expect(result).toEqual({ command: 'SELECT', rowCount: 1, rows: [{ one: 1 }] });
    next.release();
    await pool.end();
  });

  it('runs several parameterless statements like pg does, returning the last result', async () => {
    const pglite = await PGlite.create();
    const pool = new PGlitePool(pglite);
    const client = await pool.connect();
    const result = await client.query<{ n: number }>(
      'create table t (n int); insert into t values (1), (2); delete from t where n = 1',
      [],
    );
    expect(result).toEqual({ command: 'DELETE', rowCount: 1, rows: [] });
    client.release();
    await pool.end();
  });

  it('closes after the running transaction ends and refuses new connections', async () => {
    const pglite = await PGlite.create();
    const pool = new PGlitePool(pglite);
    const client = await pool.connect();
    await client.query('begin', []);
    const ending = pool.end();
    await sleep(10);
    expect(pglite.closed).toBe(false);
    await client.query('commit', []);
    client.release();
    await ending;
    expect(pglite.closed).toBe(true);
    await expect(pool.connect()).rejects.toBeInstanceOf(PGlitePoolClosedError);
  });
});
