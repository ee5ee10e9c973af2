import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './database.js';

// kysely compiles a query from its operation tree on every run: for the deck read's statement, a
// few hundred nodes and a text of several kilobytes, rebuilt for every read and then hashed again
// to find its prepared statement's name (named-statement-client.ts). A reusable statement is
// compiled once with a stand-in for each value that changes from run to run, and each run swaps
// the values in. The text is then the same string every time, so its name is found without
// hashing it again.

/**
 * A stand-in for a run's value: a string no real value can equal (it starts with a NUL, which
 * PostgreSQL text cannot hold).
 */
export function standIn(name: string): string {
  return `\u0000${name}`;
}

/**
 * Runs `compiled` with each stand-in among its parameters replaced by its value in `values`.
 * Every dialect here speaks PostgreSQL, so a statement compiled against one database runs on
 * any of them.
 */
export function runWith<Row>(
  db: Kysely<Database>,
  compiled: CompiledQuery<Row>,
  values: ReadonlyMap<string, unknown>,
): Promise<QueryResult<Row>> {
  const parameters = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && values.has(parameter) ? values.get(parameter) : parameter,
  );
  return db.executeQuery<Row>({ ...compiled, parameters });
}

/** Compiled statements kept by key (e.g. the day they were compiled for), the newest few. */
export class StatementCache<Row> {
  readonly #statements = new Map<string, CompiledQuery<Row>>();
  constructor(private readonly keep: number) {}

  get(key: string, compile: () => CompiledQuery<Row>): CompiledQuery<Row> {
    let statement = this.#statements.get(key);
    if (statement === undefined) {
      statement = compile();
      if (this.#statements.size >= this.keep) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(key, statement);
    }
    return statement;
  }
}
