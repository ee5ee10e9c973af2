import type { Database } from '@starmatch/db/database';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import type { MatchMembership } from '@starmatch/service-kit/chat/match-membership';
import {
  batchedMessageInserts,
  type MessageInserts,
} from '@starmatch/service-kit/chat/message-inserts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { cachedMatchMembership } from '../match-membership-cache.js';

/** What every frame handler may use: built once per gateway process. */
export interface FrameContext {
  db: Kysely<Database>;
  bus: EventBus;
  limiter: WindowLimiter;
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
  db: Kysely<Database>;
  bus: EventBus;
  limiter: WindowLimiter;
  logger: Logger;
  sendDeadlineMs?: number;
}): FrameContext {
  return {
    ...deps,
    membership: cachedMatchMembership(deps.db),
    inserts: batchedMessageInserts(deps.db),
  };
}
