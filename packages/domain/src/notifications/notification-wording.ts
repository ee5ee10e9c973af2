import { splitFullName } from '@starmatch/contracts/candidates';
import type { NotificationKind } from '@starmatch/contracts/notifications';

/**
 * What a notification says: the other person's first name and what happened, nothing more,
 * unless the person turned message previews on. The same words in an email's subject and a
 * push, so a lock screen and an inbox tell the same thing.
 */
export interface NotificationWording {
  /** The push's title: who. */
  title: string;
  /** What happened, in one sentence: the email's subject and, without a preview, the push's body. */
  headline: string;
  /** The latest message's text, only with previews on. */
  preview: string | null;
}

function others(count: number): string {
  return count === 1 ? '1 other' : `${count} others`;
}

export function notificationWording(params: {
  kind: NotificationKind;
  aboutFullName: string;
  /** Unread messages, waiting requests, or new matches. */
  count: number;
  preview: string | null;
}): NotificationWording {
  const name = splitFullName(params.aboutFullName).firstName;
  const { count, preview } = params;
  switch (params.kind) {
    case 'messages':
      return {
        title: name,
        headline: count > 1 ? `${name} sent you ${count} messages` : `${name} sent you a message`,
        preview,
      };
    case 'requests':
      return {
        title: 'New match request',
        headline: count > 1 ? `${name} and ${others(count - 1)} liked you` : `${name} liked you`,
        preview: null,
      };
    case 'matches':
      return {
        title: "It's a match!",
        headline:
          count > 1
            ? `You and ${name} matched, and ${others(count - 1)} accepted your likes`
            : `You and ${name} matched`,
        preview: null,
      };
  }
}
