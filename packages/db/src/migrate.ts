import {
  type Kysely,
  type Migration,
  type MigrationResult,
  Migrator,
  NO_MIGRATIONS,
  sql,
} from 'kysely';
import { MIGRATIONS } from './migrations/migration-list.js';

export type MigrationList = ReadonlyArray<readonly [name: string, migration: Migration]>;

export class MigrationError extends Error {
  override name = 'MigrationError';
  readonly migrationName: string | undefined;

  constructor(message: string, migrationName: string | undefined, cause: unknown) {
    super(message, { cause });
    this.migrationName = migrationName;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema state
function createMigrator(db: Kysely<any>, migrations: MigrationList): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(migrations) },
  });
}

function check(results: MigrationResult[] | undefined, error: unknown): MigrationResult[] {
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    const message = failed
      ? `Migration ${failed.migrationName} failed: ${reason}`
      : `Migrating failed: ${reason}`;
    throw new MigrationError(message, failed?.migrationName, error);
  }
  return results ?? [];
}

/**
 * Applies every pending migration in one transaction; returns the names applied (empty when up
 * to date). Throws MigrationError naming the migration that failed. `migrations` is for tests.
 */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: works before the Database shape exists
  db: Kysely<any>,
  migrations: MigrationList = MIGRATIONS,
): Promise<string[]> {
  // On one connection with no statement_timeout: the app's pool sets one for its requests
  // (connection.ts), and a migration over a big table may rightly take longer.
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      const { results, error } = await createMigrator(connection, migrations).migrateToLatest();
      return check(results, error).map((result) => result.migrationName);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/** Runs every migration's `down`, newest first: an empty schema again. For tests and resets. */
export async function rollbackAllMigrations(
  // biome-ignore lint/suspicious/noExplicitAny: works whatever the schema state
  db: Kysely<any>,
  migrations: MigrationList = MIGRATIONS,
): Promise<string[]> {
  const { results, error } = await createMigrator(db, migrations).migrateTo(NO_MIGRATIONS);
  return check(results, error).map((result) => result.migrationName);
}
