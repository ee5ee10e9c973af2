import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import {
  LIKES_PER_DAY,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  REPORTS_PER_DAY,
} from '@starmatch/contracts/safety-limits';
import type { WindowLimit } from '@starmatch/messaging/window-limiter';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface AccountLimit extends WindowLimit {
  /** What the person is told over the limit, from the contracts. */
  message: string;
}

/**
 * The per-account limits of docs/ARCHITECTURE.md "Per-account limits", counted in any sliding
 * window of their length, per account, over REST and every socket and process together.
 */
export const ACCOUNT_LIMITS = {
  likes: {
    name: 'likes',
    max: LIKES_PER_DAY,
    windowMs: DAY_MS,
    message: API_MESSAGES.likesLimited,
  },
  newConversations: {
    name: 'new-conversations',
    max: NEW_CONVERSATIONS_PER_DAY,
    windowMs: DAY_MS,
    message: API_MESSAGES.conversationsLimited,
  },
  reports: {
    name: 'reports',
    max: REPORTS_PER_DAY,
    windowMs: DAY_MS,
    message: API_MESSAGES.reportsLimited,
  },
  messages: {
    name: 'messages',
    max: MESSAGES_PER_MINUTE,
    windowMs: MINUTE_MS,
    message: API_MESSAGES.messagesLimited,
  },
} as const satisfies Record<string, AccountLimit>;
