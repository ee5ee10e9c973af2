import { type PushPayload, pushPayloadSchema } from '@starmatch/contracts/notifications';

export const DEFAULT_NOTIFICATION_ICON = '/icons/icon-192.png';
/** The small monochrome mark Android shows in the status bar. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

export const GENERIC_NOTIFICATION_TITLE = 'Starmatch';
export const GENERIC_NOTIFICATION_BODY = 'Open Starmatch to see what is new.';

export interface PushNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
  /** For the app icon's badge; null when the push did not say. */
  unreadCount: number | null;
}

/**
 * What to show for a push. The payload is checked against the contract; anything else (not
 * JSON, a field missing, an older server) still shows a generic notification, since a push the
 * browser delivers without one counts against the site.
 */
export function notificationFromPush(json: unknown): PushNotification {
  const parsed = pushPayloadSchema.safeParse(json);
  if (!parsed.success) {
    return {
      title: GENERIC_NOTIFICATION_TITLE,
      options: {
        body: GENERIC_NOTIFICATION_BODY,
        icon: DEFAULT_NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        data: { url: '/' },
      },
      unreadCount: null,
    };
  }
  const payload: PushPayload = parsed.data;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: payload.icon ?? DEFAULT_NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: payload.url },
      // A later push about the same conversation replaces the notification and alerts again.
      renotify: true,
    },
    unreadCount: payload.unreadCount,
  };
}

/** The push's body as JSON, or undefined when it has none or it is not JSON. */
export function pushJson(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}
