import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * Paging of the matches and match-requests lists. The answer stays the array it always was; the
 * next page's cursor comes in this header, absent on the last page, so a client that reads one
 * page keeps working. The cursor is the last row's position (its sort instant in microseconds
 * and its id), so rows inserted at the top while someone pages shift nothing.
 */
export const LIST_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Where a page ends: the row's sort instant (microseconds since 1970, as text) and its id. */
export interface ListPosition {
  atMicros: string;
  id: string;
}

const CURSOR_MAX_LENGTH = 200;
const POSITION = /^(\d{1,19})~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque form: base64url of `<micros>~<id>`; clients pass it back unread. */
export function encodeListCursor(position: ListPosition): string {
  return btoa(`${position.atMicros}~${position.id}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

export function decodeListCursor(cursor: string): ListPosition | null {
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = POSITION.exec(text);
  return match?.[1] && match[2] ? { atMicros: match[1], id: match[2] } : null;
}

export const listPageQuerySchema = z.object({
  // A format, not free text: nothing but the base64url alphabet gets as far as the decoder.
  cursor: z
    .base64url({ error: VALIDATION_MESSAGES.cursor })
    .max(CURSOR_MAX_LENGTH, { error: VALIDATION_MESSAGES.cursor, abort: true })
    .transform((cursor, context) => {
      const position = decodeListCursor(cursor);
      if (position === null) {
        context.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.cursor, input: cursor });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
  limit: z.coerce
    .number({ error: VALIDATION_MESSAGES.limit })
    .int(VALIDATION_MESSAGES.limit)
    .min(1, VALIDATION_MESSAGES.limit)
    .max(LIST_PAGE.maxLimit, VALIDATION_MESSAGES.limit)
    .default(LIST_PAGE.defaultLimit),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
export type ListPageQueryInput = z.input<typeof listPageQuerySchema>;
