import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { keepConversation } from './kept-messages.js';
import { lockPair } from './pair-lock.js';

// What a moderator's sanction writes on an account (docs/ARCHITECTURE.md "Moderation"): its
// suspension or ban, its sessions, and its matches. Which sanction applies, and for how long,
// is packages/domain's moderation/resolve-report.ts.

/** Keeps the account out until `until`. */
export async function suspendAccountUntil(
  db: Kysely<Database>,
  params: { userId: string; until: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ suspended_until: params.until })
    .where('id', '=', params.userId)
    .execute();
}

/** Marks the account banned at `bannedAt`; an account banned already keeps its first time. */
export async function markAccountBanned(
  db: Kysely<Database>,
  params: { userId: string; bannedAt: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ banned_at: params.bannedAt })
    .where('id', '=', params.userId)
    .where('banned_at', 'is', null)
    .execute();
}

/** Lifts the account's suspension (an upheld appeal): it can sign in again at once. */
export async function liftSuspension(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ suspended_until: null }).where('id', '=', userId).execute();
}

/** Lifts the account's ban (an upheld appeal); its ended matches stay ended. */
export async function liftBan(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ banned_at: null }).where('id', '=', userId).execute();
}

/** Deletes every session of the account and every socket ticket it holds. */
export async function deleteSessionsAndTickets(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('realtime_tickets').where('user_id', '=', userId).execute();
}

/**
 * Ends every match of the account as unmatching would (its messages kept for reports, out of
 * both people's reach), and keeps each in ended_matches so the partner can still report from
 * 'Past matches'. Nobody in the pair ended it, so ended_by is null. Answers the matches it ended, each with the partner.
 */
export async function endEveryMatchOf(
  db: Kysely<Database>,
  params: { userId: string; endedAt: Date },
): Promise<{ matchId: string; partnerId: string }[]> {
  const { userId, endedAt } = params;
  return inTransaction(db, async (trx) => {
    const matches = await trx
      .selectFrom('matches')
      .select(['id', 'user_a', 'user_b', 'created_at'])
      .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
      .orderBy('id')
      .execute();
    const ended: { matchId: string; partnerId: string }[] = [];
    for (const match of matches) {
      // The lock likes, answers and unmatching take, so none of them interleaves with this.
      await lockPair(trx, match.user_a, match.user_b);
      await keepConversation(trx, { matchId: match.id, endedAt });
      const deleted = await trx
        .deleteFrom('matches')
        .where('id', '=', match.id)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) continue;
      await trx
        .insertInto('ended_matches')
        .values({
          match_id: match.id,
          user_a: match.user_a,
          user_b: match.user_b,
          matched_at: match.created_at,
          ended_at: endedAt,
          ended_by: null,
        })
        .onConflict((oc) => oc.column('match_id').doNothing())
        .execute();
      ended.push({
        matchId: match.id,
        partnerId: match.user_a === userId ? match.user_b : match.user_a,
      });
    }
    return ended;
  });
}
