import { createHash } from 'node:crypto';
import pg from 'pg';

// PostgreSQL plans an unnamed statement every time it runs; a named one is parsed and planned
// once per connection and then reused (after five runs PostgreSQL may settle on a generic plan
// when it is no worse). kysely sends every query unnamed, so the deck read spent about three
// quarters of its database time planning. Naming each parameterised statement by a hash of its
// text makes pg prepare it once per connection.

/** Statements one connection keeps prepared; past this, new texts run unnamed as before. */
const MAX_NAMED_PER_CONNECTION = 500;
/** Texts whose names are remembered, so a hot statement is hashed once per process. */
const MAX_REMEMBERED_NAMES = 2_000;

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `sm_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * pg's Client, with every query that has parameters sent as a named prepared statement (text
 * queries without parameters, such as BEGIN and COMMIT, stay as they were). Given to the pool
 * as its `Client`, so each pooled connection keeps its own statements, and a connection opened
 * after a server restart starts with none, as the server does.
 */
export class NamedStatementClient extends pg.Client {
  readonly #prepared = new Set<string>();

  // pg's query() has many overloads; kysely calls the (text, values) one, the rest pass through.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (this.#prepared.has(name) || this.#prepared.size < MAX_NAMED_PER_CONNECTION) {
        this.#prepared.add(name);
        return (super.query as unknown as (config: pg.QueryConfig) => never)({
          name,
          text,
          values,
        });
      }
    }
    return (super.query as unknown as (...rest: unknown[]) => never)(...args);
  }
}
