import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../src/notifications.js';
import type { RouteExamples } from './types.js';

const linkAnswer = {
  valid: [
    { kind: 'messages', channel: 'email', enabled: false },
    { kind: 'requests', channel: 'email', enabled: true },
  ],
  invalid: [
    {
      input: { kind: 'likes', channel: 'email', enabled: false },
      message: 'Invalid option: expected one of "requests"|"matches"|"messages"',
    },
    {
      input: { kind: 'messages', channel: 'push', enabled: false },
      message: 'Invalid input: expected "email"',
    },
  ],
};

const linkQuery = {
  valid: [{ token: 'djE6dXNlcjptZXNzYWdlcw.c2ln' }],
  invalid: [
    { input: {}, message: 'token is required' },
    { input: { token: '  ' }, message: 'token is required' },
    { input: { token: 'x'.repeat(513) }, message: 'token is required' },
  ],
};

/** Real shapes: a 65-byte P-256 point and a 16-byte secret, base64url without padding. */
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'q1dXpw3UpT5VOmu_cf_v6w';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHq',
  keys: { p256dh, auth },
};

const noContent = {
  valid: [null],
  invalid: [{ input: {}, message: 'Invalid input: expected null, received object' }],
};

export const notificationExamples = {
  getPushKey: {
    response: {
      valid: [{ publicKey: p256dh }],
      invalid: [
        { input: { publicKey: '' }, message: 'Too small: expected string to have >=1 characters' },
      ],
    },
  },
  subscribeToPush: {
    body: {
      valid: [subscription, { ...subscription, keys: { p256dh, auth: `${auth}==` } }],
      invalid: [
        {
          input: { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
          message: 'endpoint must be an https URL',
        },
        {
          input: { ...subscription, keys: { p256dh: p256dh.slice(1), auth } },
          message: 'keys.p256dh must be a P-256 public key (65 bytes, base64url)',
        },
        {
          input: { ...subscription, keys: { p256dh, auth: 'short' } },
          message: 'keys.auth must be a 16-byte secret (base64url)',
        },
        {
          input: { endpoint: subscription.endpoint },
          message: 'Invalid input: expected object, received undefined',
        },
      ],
    },
    response: noContent,
  },
  unsubscribeFromPush: { response: noContent },

  getNotificationPreferences: {
    response: {
      valid: [DEFAULT_NOTIFICATION_PREFERENCES],
      invalid: [
        {
          input: { ...DEFAULT_NOTIFICATION_PREFERENCES, paused: 'no' },
          message: 'paused must be true or false',
        },
      ],
    },
  },
  updateNotificationPreferences: {
    body: {
      valid: [{}, { email: { messages: false } }, { showPreviews: true, paused: false }],
      invalid: [
        { input: { email: { messages: 'no' } }, message: 'messages must be true or false' },
        { input: { showPreviews: 1 }, message: 'showPreviews must be true or false' },
      ],
    },
    response: {
      valid: [DEFAULT_NOTIFICATION_PREFERENCES],
      invalid: [{ input: {}, message: 'Invalid input: expected object, received undefined' }],
    },
  },
  unsubscribeByLink: { query: linkQuery, response: linkAnswer },
  resubscribeByLink: { query: linkQuery, response: linkAnswer },
} satisfies Record<string, RouteExamples>;
