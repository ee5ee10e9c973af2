import { z } from 'zod';
import { SESSION_END_REASONS } from './bus-events.js';
import { MODERATION_ACTIONS } from './moderation.js';

// The domain events: facts about what changed, written to the outbox in the transaction that
// made the change (docs/ARCHITECTURE.md "Domain events and the outbox") and relayed from there
// to everything that reacts to them: the realtime frames, and the jobs that follow. Each payload
// names people by id only; whoever reacts reads what it needs as it is when it reacts.

const id = z.string().min(1);

/** How a match came to end; decides what each of the two is told. */
export const MATCH_END_CAUSES = [
  'unmatch',
  'block',
  'account_deleted',
  'suspended',
  'banned',
] as const;
export type MatchEndCause = (typeof MATCH_END_CAUSES)[number];

export const domainEventPayloadSchemas = {
  /** A like became a match request to `toUserId`. */
  'request.received': z.object({ requestId: id, fromUserId: id, toUserId: id }),
  /** `accepterId` answered `requesterId`'s like with a like or an accept. */
  'match.created': z.object({ matchId: id, requesterId: id, accepterId: id }),
  /** `endedBy` ended it (unmatched, blocked, deleted their account or was sanctioned). */
  'match.ended': z.object({
    matchId: id,
    endedBy: id,
    otherUserId: id,
    cause: z.enum(MATCH_END_CAUSES),
  }),
  'message.sent': z.object({ matchId: id, messageId: id, senderId: id, receiverId: id }),
  /** Everything `readerId` had received in the match is read; `receiptShown` false while either hides their activity. */
  'message.read': z.object({
    matchId: id,
    readerId: id,
    senderId: id,
    readAt: z.iso.datetime(),
    receiptShown: z.boolean(),
  }),
  /** A session ended (sign-out, password reset, cancelled email change); without sessionId, all of them. */
  'session.ended': z.object({
    userId: id,
    reason: z.enum(SESSION_END_REASONS),
    sessionId: id.optional(),
  }),
  'account.deleted': z.object({ userId: id }),
  'account.suspended': z.object({ userId: id }),
  'account.banned': z.object({ userId: id }),
  /** A moderator approved (the account now holds the requested details) or declined a correction request. */
  'correction.decided': z.object({ requestId: id, userId: id, approved: z.boolean() }),
  /** A moderator upheld (the sanction is lifted) or rejected an appeal of a suspension or ban. */
  'appeal.decided': z.object({ appealId: id, userId: id, upheld: z.boolean() }),
  /** A moderator acted on a report; null for an account deleted by the time of the report's resolution. */
  'report.resolved': z.object({
    reportId: id,
    action: z.enum(MODERATION_ACTIONS),
    subjectId: id.nullable(),
    reporterId: id.nullable(),
  }),
} as const;

export type DomainEventType = keyof typeof domainEventPayloadSchemas;
export type DomainEventPayload<T extends DomainEventType> = z.infer<
  (typeof domainEventPayloadSchemas)[T]
>;

export const DOMAIN_EVENT_TYPES = Object.keys(domainEventPayloadSchemas) as DomainEventType[];

/** One event as recorded: `id` is its idempotency key for every consumer. */
export type DomainEvent = {
  [T in DomainEventType]: {
    id: string;
    type: T;
    occurredAt: string;
    payload: DomainEventPayload<T>;
    /** The request that wrote it, delivered in its name (docs/ARCHITECTURE.md "One request id"). */
    requestId?: string;
    /** The span that wrote it; its delivery continues that trace (docs/ARCHITECTURE.md "Tracing"). */
    traceparent?: string;
  };
}[DomainEventType];

/** What a use case records; the outbox gives it its id and time. */
export type NewDomainEvent = {
  [T in DomainEventType]: { type: T; payload: DomainEventPayload<T> };
}[DomainEventType];

/** A stored event read back (by the relay): its payload checked against its type's schema. */
export function parseDomainEvent(row: {
  id: string;
  type: string;
  occurredAt: string;
  payload: unknown;
  requestId?: string | null;
  traceparent?: string | null;
}): DomainEvent | null {
  const schema = domainEventPayloadSchemas[row.type as DomainEventType];
  if (!schema) return null;
  const payload = schema.safeParse(row.payload);
  if (!payload.success) return null;
  const { requestId, traceparent, ...event } = row;
  return {
    ...event,
    payload: payload.data,
    ...(typeof requestId === 'string' ? { requestId } : {}),
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
  } as DomainEvent;
}
