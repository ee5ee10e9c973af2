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

export const notificationExamples = {
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
