import { sql } from 'kysely';
import { type EmailChangeRequest, requestEmailChange } from '../../src/queries/email-changes.js';
import { findUserById } from '../../src/queries/users.js';
import { fileDatabase } from './file-database.js';
import { insertUser } from './fixtures.js';

export const DAY_MS = 24 * 3_600_000;
/** When every email-change test begins: accounts were verified then, and changes asked for. */
export const START = new Date('2026-03-01T10:00:00Z');
export const later = (ms: number) => new Date(START.getTime() + ms);

function requested(change: EmailChangeRequest) {
  if (change.outcome !== 'requested') throw new Error(`expected a request, got ${change.outcome}`);
  return change;
}

/**
 * The file's own database (fileDatabase) as `test`, with verified accounts, each with a session,
 * and what the email-change tests read of them.
 */
export function emailChangeAccounts() {
  const test = fileDatabase();
  let counter = 0;
  return {
    test,

    async verifiedUser(label = 'person') {
      counter += 1;
      const user = await insertUser(test.db, { email: `${label}-${counter}@example.nz` });
      await test.db
        .updateTable('users')
        .set({ email_verified_at: START })
        .where('id', '=', user.id)
        .execute();
      await test.db
        .insertInto('sessions')
        .values({ token_hash: `session-${user.id}`, user_id: user.id, expires_at: later(DAY_MS) })
        .execute();
      return user;
    },

    /** Asks for a change that must be recorded. */
    async request(userId: string, email: string, now = START) {
      return requested(await requestEmailChange(test.db, { userId, email, now }));
    },

    /** Asks for a change at START, answering whatever the query answers. */
    ask(userId: string, email: string) {
      return requestEmailChange(test.db, { userId, email, now: START });
    },

    async emailOf(userId: string) {
      const user = await findUserById(test.db, userId);
      return { email: user?.email, verifiedAt: user?.email_verified_at };
    },

    async sessionsOf(userId: string) {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from sessions where user_id = ${userId}`.execute(test.db);
      return rows[0]!.count;
    },

    /** The ids of these people's email changes, pending or done. */
    changesOf(...userIds: string[]) {
      return test.db
        .selectFrom('email_changes')
        .select('id')
        .where('user_id', 'in', userIds)
        .execute();
    },
  };
}
