import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { readNotificationPreferences } from '@starmatch/db/queries/notification-preferences';
import { createUnsubscribeToken } from '@starmatch/domain/notifications/unsubscribe-token';
import { describe, expect, it } from 'vitest';
import { testApiPerFile } from '../support/api-per-file.js';
import { call, freshIp } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import type { TestApi } from '../support/test-api.js';

// An email's unsubscribe link without signing in: the RFC 8058 one-click POST, the page's POST,
// and the undo (docs/PRODUCT.md "Notifications").

let api: TestApi;
testApiPerFile((started) => {
  api = started;
});

const url = (path: 'unsubscribe' | 'resubscribe', token: string) =>
  `/api/notifications/${path}?token=${encodeURIComponent(token)}`;

describe('unsubscribe links', () => {
  it('turn message emails off with the one-click POST a mail provider sends', async () => {
    const { userId } = await signedInPerson(api.db, { profile: false });
    const token = await createUnsubscribeToken(api.db, { userId, kind: 'messages' });
    const response = await api.app.inject({
      method: 'POST',
      url: url('unsubscribe', token),
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'messages', channel: 'email', enabled: false });
    const after = await readNotificationPreferences(api.db, userId);
    expect(after.email).toEqual({ requests: true, matches: true, messages: false });
    expect(after.push).toEqual({ requests: true, matches: true, messages: true });
  });

  it('turn a kind off from the page, and back on with its undo', async () => {
    const { userId } = await signedInPerson(api.db, { profile: false });
    const token = await createUnsubscribeToken(api.db, { userId, kind: 'requests' });
    const off = await call(api, 'POST', url('unsubscribe', token));
    expect(off.json()).toEqual({ kind: 'requests', channel: 'email', enabled: false });
    expect((await readNotificationPreferences(api.db, userId)).email.requests).toBe(false);
    const on = await call(api, 'POST', url('resubscribe', token));
    expect(on.json()).toEqual({ kind: 'requests', channel: 'email', enabled: true });
    expect((await readNotificationPreferences(api.db, userId)).email.requests).toBe(true);
  });

  it('refuse a forged or damaged token with 400, changing nothing', async () => {
    const { userId } = await signedInPerson(api.db, { profile: false });
    const token = await createUnsubscribeToken(api.db, { userId, kind: 'matches' });
    const [body, signature] = token.split('.');
    const otherKind = Buffer.from(`v1:${userId}:messages`).toString('base64url');
    for (const bad of [`${otherKind}.${signature}`, `${body}.AAAA`, 'nonsense', `${token}.x`]) {
      const response = await call(api, 'POST', url('unsubscribe', bad));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: API_MESSAGES.invalidUnsubscribeLink,
        code: 'INVALID_UNSUBSCRIBE_TOKEN',
      });
    }
    const missing = await call(api, 'POST', '/api/notifications/unsubscribe');
    expect(missing.statusCode).toBe(400);
    expect((await readNotificationPreferences(api.db, userId)).email.messages).toBe(true);
  });

  it('answer a deleted account as any other, storing nothing', async () => {
    const { userId } = await signedInPerson(api.db, { profile: false });
    const token = await createUnsubscribeToken(api.db, { userId, kind: 'messages' });
    await api.db.deleteFrom('users').where('id', '=', userId).execute();
    const response = await call(api, 'POST', url('unsubscribe', token));
    expect(response.statusCode).toBe(200);
    const rows = await api.db
      .selectFrom('notification_preferences')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
