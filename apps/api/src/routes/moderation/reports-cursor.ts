import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import type { QueuePosition } from '@starmatch/db/queries/report-queue';
import { z } from 'zod';
import { HttpError } from '../../errors/http-error.js';

// The queue's cursor: the last report's place in the order, as base64url JSON. Opaque to the
// client (nothing but this file reads it), and checked like any input when it comes back.

const positionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    severity: z.int().min(0).max(99),
    createdAt: z.iso.datetime(),
    id: z.uuid(),
  }),
  z.object({ status: z.literal('resolved'), resolvedAt: z.iso.datetime(), id: z.uuid() }),
]);

export function encodeCursor(position: QueuePosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names; 400 with a sentence for anything that is not one of ours. */
export function decodeCursor(cursor: string, status: QueuePosition['status']): QueuePosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success || position.data.status !== status) {
    throw new HttpError('VALIDATION_FAILED', VALIDATION_MESSAGES.reportsCursor);
  }
  return position.data;
}
