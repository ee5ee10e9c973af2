import { SESSION_TTL_MS } from '@starmatch/contracts/constants';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { runWith, standIn } from '../reusable-statement.js';
import { hashSecret, newSecretToken } from '../secret-tokens.js';

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough for a 30-day idle limit. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOwner {
  userId: string;
  /** The stored hash, used as the session's id (events, tickets); never the raw token. */
  sessionId: string;
}

export async function createSession(
  db: Kysely<Database>,
  params: { userId: string; userAgent: string | null; now?: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const now = params.now ?? new Date();
  const token = newSecretToken();
  const sessionId = hashSecret(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS.absolute);
  await db
    .insertInto('sessions')
    .values({
      token_hash: sessionId,
      user_id: params.userId,
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
      user_agent: params.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return { token, sessionId, expiresAt };
}

const TOKEN_HASH = standIn('token hash');
/** Every signed-in request asks it: compiled once (reusable-statement.ts). */
let ownerStatement: CompiledQuery<SessionRow> | undefined;

interface SessionStanding {
  last_used_at: Date;
  expires_at: Date;
  suspended_until: Date | null;
  banned_at: Date | null;
}

interface SessionRow extends SessionStanding {
  user_id: string;
}

/**
 * Whether a stored session no longer lets anyone in: past its absolute expiry, unused for longer
 * than the idle limit, or its account suspended or banned. The one rule for REST requests and
 * open sockets alike.
 */
function sessionEnded(session: SessionStanding, now: Date): boolean {
  const idleSince = now.getTime() - session.last_used_at.getTime();
  const keptOut =
    session.banned_at !== null ||
    (session.suspended_until !== null && session.suspended_until.getTime() > now.getTime());
  return (
    keptOut || session.expires_at.getTime() <= now.getTime() || idleSince > SESSION_TTL_MS.idle
  );
}

/**
 * The owner of a live session token, or null when it is unknown, past its absolute expiry or
 * unused for longer than the idle limit, or its account is suspended or banned. Suspending and
 * banning delete the sessions; the check here covers a session made in a race with that. Such a
 * session is deleted on sight.
 */
export async function findSessionOwner(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<SessionOwner | null> {
  const sessionId = hashSecret(token);
  ownerStatement ??= db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.user_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.suspended_until',
      'users.banned_at',
    ])
    .where('sessions.token_hash', '=', TOKEN_HASH)
    .compile();
  const { rows } = await runWith(db, ownerStatement, new Map([[TOKEN_HASH, sessionId]]));
  const session = rows[0];
  if (!session) return null;
  if (sessionEnded(session, now)) {
    await db.deleteFrom('sessions').where('token_hash', '=', sessionId).execute();
    return null;
  }
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: now })
      .where('token_hash', '=', sessionId)
      .execute();
  }
  return { userId: session.user_id, sessionId };
}

/**
 * Which of these sessions (ids as in SessionOwner) are still live by the rule of
 * findSessionOwner, in one statement however many are asked about: a gateway re-checks all its
 * sockets' sessions with it. Reads only; an ended session is deleted by whoever next presents it.
 */
export async function findLiveSessionIds(
  db: Kysely<Database>,
  sessionIds: readonly string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.suspended_until',
      'users.banned_at',
    ])
    .where(sql<boolean>`sessions.token_hash = any(${sql.val([...sessionIds])}::text[])`)
    .execute();
  return new Set(rows.filter((row) => !sessionEnded(row, now)).map((row) => row.token_hash));
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
