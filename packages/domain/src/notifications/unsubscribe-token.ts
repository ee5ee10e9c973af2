import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@starmatch/contracts/notifications';
import type { Database } from '@starmatch/db/database';
import { getAppState } from '@starmatch/db/queries/app-state';
import type { Kysely } from 'kysely';

/** Where the key that signs unsubscribe links lives: shared by every process through the database. */
const SECRET_KEY = 'notification-link-secret';

export interface UnsubscribeGrant {
  userId: string;
  kind: NotificationKind;
}

/**
 * The signing key, made on first use. Kept in the database rather than configuration so the
 * worker that writes the link and the api that reads it agree without a secret to hand out, in
 * both run modes. Two processes making it at once: the first insert wins, both read the winner.
 */
async function signingKey(db: Kysely<Database>): Promise<Buffer> {
  const existing = await getAppState(db, SECRET_KEY);
  if (typeof existing === 'string') return Buffer.from(existing, 'base64url');
  const fresh = JSON.stringify(randomBytes(32).toString('base64url'));
  await db
    .insertInto('app_state')
    .values({ key: SECRET_KEY, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await getAppState(db, SECRET_KEY);
  if (typeof stored !== 'string') throw new Error('the unsubscribe link key could not be stored');
  return Buffer.from(stored, 'base64url');
}

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/**
 * A link token that turns one kind of email off for one person without signing in. It does not
 * expire (an old email's link keeps working, as RFC 8058 expects) and grants nothing else.
 */
export async function createUnsubscribeToken(
  db: Kysely<Database>,
  grant: UnsubscribeGrant,
): Promise<string> {
  const body = Buffer.from(`v1:${grant.userId}:${grant.kind}`).toString('base64url');
  return `${body}.${signature(await signingKey(db), body).toString('base64url')}`;
}

/** What a token grants, or null for one that is malformed or not signed by us. */
export async function readUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeGrant | null> {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return null;
  const expected = signature(await signingKey(db), body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [version, userId, kind] = Buffer.from(body, 'base64url').toString().split(':');
  if (version !== 'v1' || !userId) return null;
  if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  return { userId, kind: kind as NotificationKind };
}
