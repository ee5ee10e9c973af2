import { type Kysely, sql } from 'kysely';

/**
 * A person's pause (docs/ARCHITECTURE.md "Pausing an account"): `users.paused_at`, and the pool
 * leaves out anyone paused, as it leaves out the banned, so every deck's read-time check hides
 * them at once and a resume puts them back as quickly. The pool's refresh is edited in place
 * (the deck-vocabulary migration's way): its text is the latest migration's, not repeated here.
 */
const IN_POOL = 'u.banned_at is null';
const IN_POOL_UNLESS_PAUSED = 'u.banned_at is null and u.paused_at is null';

async function editPoolRefresh(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql
    .raw(`
    do $$
    begin
      execute replace(pg_get_functiondef('match_pool_refresh(uuid[])'::regprocedure),
        '${from}', '${to}');
    end $$`)
    .execute(db);
}

async function poolTriggerOn(db: Kysely<any>, columns: string): Promise<void> {
  await sql`drop trigger users_match_pool_update on users`.execute(db);
  await sql`
    create trigger users_match_pool_update
    after update of ${sql.raw(columns)} on users
    for each row execute function match_pool_after_users_update()`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('paused_at', 'timestamptz').execute();
  await editPoolRefresh(db, IN_POOL, IN_POOL_UNLESS_PAUSED);
  await poolTriggerOn(
    db,
    'gender, date_of_birth, banned_at, suspended_until, full_name, paused_at',
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await poolTriggerOn(db, 'gender, date_of_birth, banned_at, suspended_until, full_name');
  await editPoolRefresh(db, IN_POOL_UNLESS_PAUSED, IN_POOL);
  await db.schema.alterTable('users').dropColumn('paused_at').execute();
}
