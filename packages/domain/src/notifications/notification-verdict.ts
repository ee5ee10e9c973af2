import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreferences,
} from '@starmatch/contracts/notifications';
import type { NotificationFacts } from '@starmatch/db/queries/notification-facts';
import { type NotificationWording, notificationWording } from './notification-wording.js';

/** Why a due notification is not sent after all. */
export type SkipReason =
  | 'recipient-gone'
  | 'paused'
  | 'turned-off'
  | 'about-gone'
  | 'about-unreachable'
  | 'match-ended'
  | 'read'
  | 'answered'
  | 'online';

export type NotificationVerdict =
  | { deliver: true; wording: NotificationWording; count: number }
  | { deliver: false; reason: SkipReason };

/**
 * Whether a due notification is still deserved, judged on the facts as they are when it is sent
 * (docs/PRODUCT.md "Notifications"): nothing about someone since blocked, unmatched, suspended,
 * banned or gone; nothing to someone gone, paused (notifications or the whole account), with that kind turned off, who has read the
 * messages or answered the requests; nothing about messages to someone who has Starmatch open,
 * and no push to them at all (the open app tells them itself).
 */
export function judgeNotification(params: {
  kind: NotificationKind;
  channel: NotificationChannel;
  eventCount: number;
  facts: NotificationFacts;
  preferences: NotificationPreferences;
  recipientOnline: boolean;
}): NotificationVerdict {
  const { kind, channel, facts, preferences } = params;
  const skip = (reason: SkipReason): NotificationVerdict => ({ deliver: false, reason });
  if (!facts.recipient?.inStanding) return skip('recipient-gone');
  if (preferences.paused || facts.recipient.paused) return skip('paused');
  if (!preferences[channel][kind]) return skip('turned-off');
  if (!facts.about) return skip('about-gone');
  if (!facts.about.reachable) return skip('about-unreachable');
  if (kind !== 'requests' && !facts.matchStands) return skip('match-ended');
  if (kind === 'messages' && facts.unreadInMatch === 0) return skip('read');
  if (kind === 'requests' && facts.waitingRequests === 0) return skip('answered');
  if (params.recipientOnline && (kind === 'messages' || channel === 'push')) return skip('online');
  const count =
    kind === 'messages'
      ? facts.unreadInMatch
      : kind === 'requests'
        ? facts.waitingRequests
        : params.eventCount;
  const preview = kind === 'messages' && preferences.showPreviews ? facts.latestUnreadText : null;
  return {
    deliver: true,
    count,
    wording: notificationWording({ kind, aboutFullName: facts.about.fullName, count, preview }),
  };
}
