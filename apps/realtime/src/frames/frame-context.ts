import type { MatchMembership } from '@starmatch/domain/chat/match-membership';
import { batchedMessageInserts, type MessageInserts } from '@starmatch/domain/chat/message-inserts';
import type { DomainContext } from '@starmatch/domain/context';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { Logger } from 'pino';
import { cachedMatchMembership } from '../match-membership-cache.js';

/** What every frame handler may use: built once per gateway process. */
export interface FrameContext {
  /** The use cases' context (packages/domain), shared with the rest of the process. */
  domain: DomainContext;
  /** Typing notices only: a hint of the moment, not a domain event. */
  bus: EventBus;
  logger: Logger;
  /** The gateway's per-process cache; bus events about ended matches clear it. */
  membership: MatchMembership;
  /** One per process, so concurrent sends share their commits. */
  inserts: MessageInserts;
  /**
   * The gateway answers a send not answered this long after it arrived as failed and
   * retryable (send-deadline.ts); a send that reaches its insert only after that is not stored.
   * Unset: no deadline of the handler's own.
   */
  sendDeadlineMs?: number;
}

export function createFrameContext(deps: {
  domain: DomainContext;
  bus: EventBus;
  logger: Logger;
  sendDeadlineMs?: number;
}): FrameContext {
  return {
    ...deps,
    membership: cachedMatchMembership(deps.domain.db),
    inserts: batchedMessageInserts(deps.domain.db),
  };
}
