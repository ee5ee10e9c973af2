import { z } from 'zod';

// The cursor of GET /api/blocks: opaque to clients (they send back the `nextCursor` they got),
// base64url of "<blockedAt in microseconds>.<blocked id>", the last row of the page before.

export interface BlocksCursor {
  /** The block's time in whole microseconds since the epoch, as decimal digits. */
  blockedAtMicros: string;
  blockedId: string;
}

const MICROS = /^\d{1,18}$/;
const uuid = z.uuid();

export function encodeBlocksCursor(cursor: BlocksCursor): string {
  return btoa(`${cursor.blockedAtMicros}.${cursor.blockedId}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** The cursor a string holds, or null when it is not one this API made. */
export function decodeBlocksCursor(text: string): BlocksCursor | null {
  let plain: string;
  try {
    plain = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [blockedAtMicros, blockedId, ...rest] = plain.split('.');
  if (rest.length > 0 || blockedAtMicros === undefined || blockedId === undefined) return null;
  if (!MICROS.test(blockedAtMicros) || !uuid.safeParse(blockedId).success) return null;
  return { blockedAtMicros, blockedId };
}
