import { type Kysely, sql } from 'kysely';

/**
 * The audit log records the queue's other kinds too (contracts' AUDIT_ACTIONS): a correction
 * request approved or declined, an appeal upheld or rejected, a held photo released or removed.
 * Such an entry is on no report, so its report_id is null, as it already may be.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table moderation_actions drop constraint moderation_actions_action_check`.execute(
    db,
  );
  await sql`alter table moderation_actions add constraint moderation_actions_action_check check (action in ('dismiss', 'warn', 'suspend', 'ban', 'correction_approved', 'correction_declined', 'appeal_upheld', 'appeal_rejected', 'photo_released', 'photo_removed'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from moderation_actions where action not in ('dismiss', 'warn', 'suspend', 'ban')`.execute(
    db,
  );
  await sql`alter table moderation_actions drop constraint moderation_actions_action_check`.execute(
    db,
  );
  await sql`alter table moderation_actions add constraint moderation_actions_action_check check (action in ('dismiss', 'warn', 'suspend', 'ban'))`.execute(
    db,
  );
}
