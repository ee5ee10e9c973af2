import { Agent } from 'node:https';
import type { PushPayload } from '@starmatch/contracts/notifications';
import {
  pushSubscriptionsOf,
  savePushSubscription,
} from '@starmatch/db/queries/push-subscriptions';
import { createSession } from '@starmatch/db/queries/sessions';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import type { PushDelivery } from '@starmatch/domain/notifications/send-due-notifications';
import {
  PUSH_SERVICE_CA,
  type PushDevice,
  type PushService,
  startPushService,
} from '@starmatch/test-support/push-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  VAPID_TOKEN_LIFETIME_MS,
  VAPID_TOKEN_RENEW_BEFORE_MS,
} from '../src/push/vapid-authorization.js';
import {
  createWebPushDelivery,
  PUSH_TTL_SECONDS,
  pushTopic,
} from '../src/push/web-push-delivery.js';

// The worker's Web Push, against a stand-in push service that checks the VAPID signature and
// decrypts each push as the browser would: what reaches the phone, and what the push service's
// answers do to a person's subscriptions.

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@starmatch.example' };
const chatPush: PushPayload = {
  tag: 'chat-3f0c1d7e-0000-4000-8000-000000000001',
  title: 'Aroha',
  body: 'Aroha sent you a message',
  url: '/chat?match=3f0c1d7e-0000-4000-8000-000000000001',
  icon: '/uploads/profiles/aroha/photo.webp',
  unreadCount: 3,
};

let database: TestDatabase;
let service: PushService;
let delivery: PushDelivery;
const warnings: string[] = [];

/** The worker's delivery, reaching the stand-in service under its private CA. */
function deliveryWith(options: { serviceHosts?: string[]; now?: () => number } = {}) {
  return createWebPushDelivery({
    db: database.db,
    vapid,
    serviceHosts: options.serviceHosts ?? ['127.0.0.1'],
    log: { warn: (_fields, message) => warnings.push(String(message)), info() {} },
    agent: new Agent({ ca: PUSH_SERVICE_CA, keepAlive: true }),
    ...(options.now ? { now: options.now } : {}),
  });
}

beforeAll(async () => {
  [database, service] = await Promise.all([createTestDatabase(), startPushService()]);
  delivery = deliveryWith();
});
afterAll(async () => {
  await Promise.all([database.destroy(), service.close()]);
});

/** A person with a device per entry, each signed in and subscribed at the stand-in service. */
async function personWithDevices(
  count: number,
): Promise<{ userId: string; devices: PushDevice[] }> {
  const userId = await createPerson(database.db);
  const devices: PushDevice[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = service.device();
    const { sessionId } = await createSession(database.db, { userId, userAgent: null });
    await savePushSubscription(database.db, {
      userId,
      sessionId,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
    });
    devices.push(device);
  }
  return { userId, devices };
}

/** A push to every device the person has now, as the sender reads them with the facts. */
async function sendTo(through: PushDelivery, userId: string, payload: PushPayload) {
  return through.send({ userId, devices: await pushSubscriptionsOf(database.db, userId), payload });
}

async function endpointsOf(userId: string): Promise<string[]> {
  return (await pushSubscriptionsOf(database.db, userId)).map((row) => row.endpoint);
}

describe('web push to a person', () => {
  it("reaches every device, readable only by it, signed with the deployment's key", async () => {
    const { userId, devices } = await personWithDevices(2);
    expect(await sendTo(delivery, userId, chatPush)).toEqual({ delivered: 2 });
    for (const device of devices) {
      const push = await device.push();
      expect(push.payload).toEqual(chatPush);
      expect(push.ttl).toBe(PUSH_TTL_SECONDS);
      expect(push.urgency).toBe('high');
      expect(push.topic).toBe(pushTopic(chatPush.tag));
      expect(push.vapidPublicKey).toBe(vapid.publicKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe('mailto:ops@starmatch.example');
      expect(push.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect(service.refusals).toEqual([]);
  });

  it('gives each tag a Topic of its own, of at most 32 URL-safe characters', () => {
    const topics = ['requests', 'matches', chatPush.tag, 'chat-another'].map(pushTopic);
    expect(new Set(topics).size).toBe(4);
    for (const topic of topics) expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('wakes a phone for a message, and lets a new like wait for its next wake-up', async () => {
    const { userId, devices } = await personWithDevices(1);
    await sendTo(delivery, userId, { ...chatPush, tag: 'requests', url: '/matches' });
    expect((await devices[0]?.push())?.urgency).toBe('normal');
  });

  it('drops the subscriptions the push service says are gone (404, 410) and keeps the rest', async () => {
    const { userId, devices } = await personWithDevices(3);
    const [expired, unknown, live] = devices as [PushDevice, PushDevice, PushDevice];
    expired.answerWith(410);
    unknown.answerWith(404);
    expect(await sendTo(delivery, userId, chatPush)).toEqual({ delivered: 1 });
    expect(await endpointsOf(userId)).toEqual([live.subscription.endpoint]);
    expect((await live.push()).payload).toEqual(chatPush);
  });

  it('rejects, to be tried again, when no device took it and the push service is down', async () => {
    const { userId, devices } = await personWithDevices(1);
    devices[0]?.answerWith(503);
    await expect(sendTo(delivery, userId, chatPush)).rejects.toThrow(
      'no push service took the push; it is tried again',
    );
    expect(await endpointsOf(userId)).toEqual([devices[0]?.subscription.endpoint]);
  });

  it('counts it sent when one device took it though another push service was down', async () => {
    const { userId, devices } = await personWithDevices(2);
    devices[0]?.answerWith(500);
    expect(await sendTo(delivery, userId, chatPush)).toEqual({ delivered: 1 });
    expect(await endpointsOf(userId)).toHaveLength(2);
  });

  it('does not ask again a push service that refused the push, and keeps the device', async () => {
    const { userId, devices } = await personWithDevices(1);
    devices[0]?.answerWith(413);
    const before = warnings.length;
    expect(await sendTo(delivery, userId, chatPush)).toEqual({ delivered: 0 });
    expect(warnings.slice(before)).toEqual(['push refused']);
    expect(await endpointsOf(userId)).toHaveLength(1);
  });

  it('never sends to an endpoint outside PUSH_SERVICE_HOSTS, and drops it', async () => {
    const { userId, devices } = await personWithDevices(1);
    const strict = deliveryWith({ serviceHosts: ['fcm.googleapis.com'] });
    expect(await sendTo(strict, userId, chatPush)).toEqual({ delivered: 0 });
    expect(devices[0]?.pushes).toEqual([]);
    expect(await endpointsOf(userId)).toEqual([]);
  });

  it('signs one VAPID token per push service and makes a new one when half its life is gone', async () => {
    const { userId, devices } = await personWithDevices(1);
    // The push service checks the expiry against the real clock: start from it.
    const start = Math.floor(Date.now() / 1000) * 1000;
    let clock = start;
    const timed = deliveryWith({ now: () => clock });
    const phone = devices[0] as PushDevice;
    await sendTo(timed, userId, chatPush);
    clock += VAPID_TOKEN_LIFETIME_MS - VAPID_TOKEN_RENEW_BEFORE_MS - 1;
    await sendTo(timed, userId, chatPush);
    clock += 1;
    await sendTo(timed, userId, chatPush);
    const expiries = [1, 2, 3].map((nth) => phone.pushes[nth - 1]?.claims.exp);
    const firstExpiry = (start + VAPID_TOKEN_LIFETIME_MS) / 1000;
    expect(expiries).toEqual([firstExpiry, firstExpiry, firstExpiry + 6 * 60 * 60]);
  });

  it('sends nothing, and says so, to a person with no device', async () => {
    const userId = await createPerson(database.db);
    expect(await sendTo(delivery, userId, chatPush)).toEqual({ delivered: 0 });
  });
});
