import { z } from 'zod';
import { singleLineText } from './text.js';

// Notifications of a person who is away (docs/PRODUCT.md "Notifications"): what they are about,
// how they reach people, the preferences that govern them, and what a push carries.

/** What a notification is about: someone liked you, your like was accepted, a new message. */
export const NOTIFICATION_KINDS = ['requests', 'matches', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How it reaches the person: an email, or a push to each device that turned push on. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const kindSwitches = z.object({
  requests: z.boolean({ error: 'requests must be true or false' }),
  matches: z.boolean({ error: 'matches must be true or false' }),
  messages: z.boolean({ error: 'messages must be true or false' }),
});

/**
 * A person's notification preferences. Push per kind applies on every device that turned push
 * on ("Push on this device" is the device's subscription, not a preference).
 */
export const notificationPreferencesSchema = z.object({
  email: kindSwitches,
  push: kindSwitches,
  /** Message text in notifications; off by default, so a lock screen shows only who and what. */
  showPreviews: z.boolean({ error: 'showPreviews must be true or false' }),
  /** Nothing is sent while paused; what happens meanwhile is not sent later either. */
  paused: z.boolean({ error: 'paused must be true or false' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { requests: true, matches: true, messages: true },
  push: { requests: true, matches: true, messages: true },
  showPreviews: false,
  paused: false,
};

/** PATCH /api/notifications/preferences: any part of the preferences; the rest stays. */
export const updateNotificationPreferencesSchema = z
  .object({
    email: kindSwitches.partial(),
    push: kindSwitches.partial(),
    showPreviews: notificationPreferencesSchema.shape.showPreviews,
    paused: notificationPreferencesSchema.shape.paused,
  })
  .partial();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** The VAPID public key a browser subscribes with (base64url, as PushManager.subscribe takes it). */
export const pushKeyResponseSchema = z.object({ publicKey: z.string().min(1) });

/** A P-256 public key (65 bytes) and an auth secret (16 bytes) in base64url, as browsers give them. */
const P256_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

function base64urlKey(pattern: RegExp, maxLength: number, error: string) {
  return singleLineText({ error }).max(maxLength, { error, abort: true }).regex(pattern, { error });
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A browser's PushSubscription.toJSON(), as POST /api/notifications/push-subscription takes it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: singleLineText({ error: 'endpoint must be an https URL' })
    .max(2048, { error: 'endpoint must be at most 2048 characters', abort: true })
    .refine(isHttpsUrl, { error: 'endpoint must be an https URL' }),
  keys: z.object({
    p256dh: base64urlKey(
      P256_PUBLIC_KEY,
      88,
      'keys.p256dh must be a P-256 public key (65 bytes, base64url)',
    ),
    auth: base64urlKey(AUTH_SECRET, 24, 'keys.auth must be a 16-byte secret (base64url)'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** The signed token of an unsubscribe link (in the query, so the RFC 8058 one-click POST carries it). */
export const unsubscribeQuerySchema = z.object({
  token: singleLineText({ error: 'token is required', trim: true })
    .min(1, 'token is required')
    .max(512, { error: 'token is required', abort: true }),
});

/** What an unsubscribe link turned off (or, undone, back on). */
export const unsubscribeResponseSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.literal('email'),
  enabled: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * What the service worker receives in a push and shows. `tag` replaces an earlier notification
 * with the same tag (one per conversation; one for requests, one for matches); `url` is the
 * screen a click opens.
 */
export const pushPayloadSchema = z.object({
  tag: z.string().min(1),
  title: z.string().min(1),
  body: z.string(),
  url: z.string().startsWith('/'),
  /** The other person's photo, or null for none. */
  icon: z.string().nullable(),
  /** The person's unread messages across conversations, for the app icon's badge. */
  unreadCount: z.int().nonnegative(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The screen a notification's link opens: the chat with that match, or Matches. */
export function notificationPath(target: { matchId: string } | 'matches'): string {
  return target === 'matches' ? '/matches' : `/chat?match=${encodeURIComponent(target.matchId)}`;
}
