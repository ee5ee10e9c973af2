import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex.js';

export class PGliteCursorUnsupportedError extends Error {
  override name = 'PGliteCursorUnsupportedError';
}

export class PGlitePoolClosedError extends Error {
  override name = 'PGlitePoolClosedError';
}

type Command = PostgresQueryResult<unknown>['command'];

function toQueryResult<R>(result: Results<R>): PostgresQueryResult<R> {
  return {
    // kysely reads numAffectedRows only for INSERT/UPDATE/DELETE/MERGE; other tags pass through.
    command: (result.command ?? 'SELECT') as Command,
    rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
    rows: result.rows,
  };
}

class PGliteClient implements PostgresPoolClient {
  readonly #pglite: PGlite;
  readonly #release: () => void;

  constructor(pglite: PGlite, release: () => void) {
    this.#pglite = pglite;
    this.#release = release;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new PGliteCursorUnsupportedError('Streaming with a cursor is not supported on PGlite');
    }
    return this.#run<R>(sqlOrCursor, parameters ?? []);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (parameters.length > 0) {
      return toQueryResult(await this.#pglite.query<R>(sql, [...parameters]));
    }
    // Like pg, a statement without parameters goes through the simple protocol, which also
    // accepts several statements; the last result is the one returned.
    const results = await this.#pglite.exec(sql);
    const last = results.at(-1);
    return last ? toQueryResult(last as Results<R>) : { command: 'SELECT', rowCount: 0, rows: [] };
  }

  release(): void {
    this.#release();
  }
}

/**
 * A pg-Pool look-alike over one PGlite instance, for kysely's PostgresDialect. connect() waits
 * for the single connection; release() hands it on. So a kysely transaction owns PGlite from
 * BEGIN to COMMIT and nothing else runs in between.
 */
export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #mutex = new Mutex();
  readonly #acquireTimeoutMs: number;
  #ended = false;

  constructor(pglite: PGlite, options: { acquireTimeoutMs?: number } = {}) {
    this.#pglite = pglite;
    this.#acquireTimeoutMs = options.acquireTimeoutMs ?? 60_000;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new PGlitePoolClosedError('The PGlite database is closed');
    const release = await this.#mutex.acquire(this.#acquireTimeoutMs);
    if (this.#ended) {
      release();
      throw new PGlitePoolClosedError('The PGlite database is closed');
    }
    return new PGliteClient(this.#pglite, release);
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    // Let a running transaction finish before the backend goes away.
    const release = await this.#mutex.acquire(this.#acquireTimeoutMs);
    try {
      await this.#pglite.close();
    } finally {
      release();
    }
  }
}
