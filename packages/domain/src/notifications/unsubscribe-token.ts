import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@starmatch/contracts/notifications';
import type { Database } from '@starmatch/db/database';
import { appSecret } from '@starmatch/db/queries/app-secret';
import type { Kysely } from 'kysely';

/** Where the key that signs unsubscribe links lives: shared by every process through the database. */
const SECRET_KEY = 'notification-link-secret';

export interface UnsubscribeGrant {
  userId: string;
  kind: NotificationKind;
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
  return `${body}.${signature(await appSecret(db, SECRET_KEY), body).toString('base64url')}`;
}

/** What a token grants, or null for one that is malformed or not signed by us. */
export async function readUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeGrant | null> {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return null;
  const expected = signature(await appSecret(db, SECRET_KEY), body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [version, userId, kind] = Buffer.from(body, 'base64url').toString().split(':');
  if (version !== 'v1' || !userId) return null;
  if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  return { userId, kind: kind as NotificationKind };
}
