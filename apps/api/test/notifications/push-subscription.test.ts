import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { pushSubscriptionsOf } from '@starmatch/db/queries/push-subscriptions';
import { createSession } from '@starmatch/db/queries/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// "Push on this device" (docs/PRODUCT.md "Notifications"): the VAPID key, and the one
// subscription of each device, gone with the device's session.

/** A key pair made for this test with `npx web-push generate-vapid-keys`. */
const VAPID = {
  VAPID_PUBLIC_KEY:
    'BCfWsGTqmh2nKeUfqm3qrlcr47EMJnrF6546Mb-kznDLHhmKV6hgYTDkB4oeHW7gqM7fb07tGoQltY8Uu3LBfAw',
  VAPID_PRIVATE_KEY: 'yfhMTQcYOMxWSUsmEFvTwJsAmYJygTMawIaTUbCKKqE',
};

let api: TestApi;
let withoutKeys: TestApi;
beforeAll(async () => {
  [api, withoutKeys] = await Promise.all([startTestApi(VAPID), startTestApi()]);
});
afterAll(async () => {
  await Promise.all([api.close(), withoutKeys.close()]);
});

/** What a browser's PushSubscription.toJSON() gives, at Chrome's push service (FCM). */
function browserSubscription(host = 'fcm.googleapis.com') {
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(16).toString('base64url')}`,
    expirationTime: null,
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const subscribe = (token: string, body: unknown, on = api) =>
  call(on, 'POST', '/api/notifications/push-subscription', body, { token });
const unsubscribe = (token: string) =>
  call(api, 'DELETE', '/api/notifications/push-subscription', undefined, { token });

async function endpointsOf(userId: string): Promise<string[]> {
  return (await pushSubscriptionsOf(api.db, userId)).map((row) => row.endpoint);
}

describe('the push key', () => {
  it("is the deployment's VAPID public key", async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const response = await call(api, 'GET', '/api/notifications/push-key', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: VAPID.VAPID_PUBLIC_KEY });
  });

  it('is not found where push is not set up, and no device can turn it on there', async () => {
    const { token } = await signedInPerson(withoutKeys.db, { profile: false });
    const key = await call(withoutKeys, 'GET', '/api/notifications/push-key', undefined, { token });
    expect(key.statusCode).toBe(404);
    expect(key.json()).toEqual({ message: API_MESSAGES.pushNotSetUp, code: 'NOT_FOUND' });
    const on = await subscribe(token, browserSubscription(), withoutKeys);
    expect(on.statusCode).toBe(404);
    expect(on.json()).toEqual({ message: API_MESSAGES.pushNotSetUp, code: 'NOT_FOUND' });
  });
});

describe("a device's push subscription", () => {
  it("is kept as the device's one subscription, a new one replacing the old", async () => {
    const { userId, token, sessionId } = await signedInPerson(api.db, { profile: false });
    const first = browserSubscription();
    expect((await subscribe(token, first)).statusCode).toBe(204);
    const [row] = await pushSubscriptionsOf(api.db, userId);
    expect(row).toMatchObject({
      user_id: userId,
      session_token_hash: sessionId,
      endpoint: first.endpoint,
      p256dh: first.keys.p256dh,
      auth: first.keys.auth,
    });
    const renewed = browserSubscription();
    expect((await subscribe(token, renewed)).statusCode).toBe(204);
    expect(await endpointsOf(userId)).toEqual([renewed.endpoint]);
  });

  it('moves to whoever signs in on the browser next, and is one per device across devices', async () => {
    const aroha = await signedInPerson(api.db, { profile: false });
    const nikau = await signedInPerson(api.db, { profile: false });
    const shared = browserSubscription();
    const phone = browserSubscription('updates.push.services.mozilla.com');
    await subscribe(aroha.token, shared);
    const arohaPhone = await createSession(api.db, { userId: aroha.userId, userAgent: 'phone' });
    await subscribe(arohaPhone.token, phone);
    expect((await subscribe(nikau.token, shared)).statusCode).toBe(204);
    expect(await endpointsOf(aroha.userId)).toEqual([phone.endpoint]);
    expect(await endpointsOf(nikau.userId)).toEqual([shared.endpoint]);
  });

  it('is refused at a host that is not a known push service, and nothing is kept', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    for (const host of ['169.254.169.254', 'localhost', 'fcm.googleapis.com.evil.example']) {
      const response = await subscribe(token, browserSubscription(host));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: API_MESSAGES.unknownPushService,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await endpointsOf(userId)).toEqual([]);
  });

  it('is refused with the reason when the browser sent something else', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const good = browserSubscription();
    const cases = [
      [
        { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        'endpoint must be an https URL',
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: 'BAAA' } },
        'keys.p256dh must be a P-256 public key (65 bytes, base64url)',
      ],
      [
        { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
        'keys.auth must be a 16-byte secret (base64url)',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const response = await subscribe(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await endpointsOf(userId)).toEqual([]);
  });

  it('is removed when push is turned off on the device, and turning it off again is fine', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const other = await createSession(api.db, { userId, userAgent: 'laptop' });
    const laptop = browserSubscription();
    await subscribe(token, browserSubscription());
    await subscribe(other.token, laptop);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect(await endpointsOf(userId)).toEqual([laptop.endpoint]);
  });

  it('goes with the session when the device signs out, and only that device', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const other = await createSession(api.db, { userId, userAgent: 'laptop' });
    const laptop = browserSubscription();
    await subscribe(token, browserSubscription());
    await subscribe(other.token, laptop);
    const out = await call(api, 'POST', '/api/auth/logout', undefined, { token });
    expect(out.statusCode).toBe(200);
    expect(await endpointsOf(userId)).toEqual([laptop.endpoint]);
  });
});
