import { REALTIME_TICKET_TTL_MS } from '@starmatch/contracts/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { hashSecret, newSecretToken } from '../secret-tokens.js';
import type { SessionOwner } from './sessions.js';

export async function issueRealtimeTicket(
  db: Kysely<Database>,
  owner: SessionOwner,
  now: Date = new Date(),
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newSecretToken();
  const expiresAt = new Date(now.getTime() + REALTIME_TICKET_TTL_MS);
  // Expired tickets are swept here rather than by a timer: issuing is the only thing that adds rows.
  await db.deleteFrom('realtime_tickets').where('expires_at', '<', now).execute();
  await db
    .insertInto('realtime_tickets')
    .values({
      ticket_hash: hashSecret(ticket),
      user_id: owner.userId,
      session_token_hash: owner.sessionId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

/** Redeems a ticket at most once, whichever gateway process asks first. */
export async function consumeRealtimeTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date = new Date(),
): Promise<SessionOwner | null> {
  const row = await db
    .deleteFrom('realtime_tickets')
    .where('ticket_hash', '=', hashSecret(ticket))
    .returning(['user_id', 'session_token_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return { userId: row.user_id, sessionId: row.session_token_hash };
}
