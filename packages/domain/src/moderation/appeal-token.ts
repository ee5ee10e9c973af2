import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@starmatch/db/database';
import { appSecret } from '@starmatch/db/queries/app-secret';
import type { Kysely } from 'kysely';

/** Where the key that signs appeal links lives: shared by every process through the database. */
const SECRET_KEY = 'appeal-link-secret';

/** Whose sanction a token names, and which one: the report whose action it was. */
export interface AppealGrant {
  userId: string;
  reportId: string;
}

/** The first byte of a token's body: its layout, so a later one can differ. */
const VERSION = 1;
const UUID_HEX = /^[0-9a-f]{32}$/;

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/**
 * The token of an appeal link (the sanction's email, the sign-in refusal). It grants nothing but
 * reading that sanction's summary and filing its one appeal, and only while the sanction stands
 * (moderation/appeal-sanction.ts checks that on every use), so it needs no expiry of its own.
 * The two ids go as bytes, so the token (88 characters) fits a URL's path segment.
 */
export async function createAppealToken(db: Kysely<Database>, grant: AppealGrant): Promise<string> {
  const body = Buffer.concat([
    Buffer.from([VERSION]),
    uuidBytes(grant.userId),
    uuidBytes(grant.reportId),
  ]).toString('base64url');
  return `${body}.${signature(await appSecret(db, SECRET_KEY), body).toString('base64url')}`;
}

/** What a token names, or null for one that is malformed or not signed by us. */
export async function readAppealToken(
  db: Kysely<Database>,
  token: string,
): Promise<AppealGrant | null> {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return null;
  const expected = signature(await appSecret(db, SECRET_KEY), body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length !== 33 || bytes[0] !== VERSION) return null;
  return { userId: uuidText(bytes.subarray(1, 17)), reportId: uuidText(bytes.subarray(17)) };
}

function uuidBytes(uuid: string): Buffer {
  const hex = uuid.replaceAll('-', '').toLowerCase();
  if (!UUID_HEX.test(hex)) throw new Error('an appeal token names ids, and this is not one');
  return Buffer.from(hex, 'hex');
}

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
