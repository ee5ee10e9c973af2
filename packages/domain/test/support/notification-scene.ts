import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { EmailJob } from '@starmatch/contracts/jobs';
import type { PushPayload } from '@starmatch/contracts/notifications';
import { createMatch } from '@starmatch/db/queries/matches';
import { newMessageId } from '@starmatch/db/queries/messages';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_NOTIFICATION_TIMING } from '../../src/notifications/notification-timing.js';
import { notificationsConsumer } from '../../src/notifications/notifications-consumer.js';
import {
  type NotificationSenderDeps,
  sendDueNotifications,
} from '../../src/notifications/send-due-notifications.js';
import { createUseCaseContext, type UseCaseContext } from './use-case-context.js';

type NotificationEmail = Extract<EmailJob, { template: 'notification' }>;

/** 12:00 on 2 December 2026 in New Zealand (NZDT): outside quiet hours. */
export const NOON_NZ = new Date('2026-12-01T23:00:00Z');
export const MINUTE = 60_000;

/**
 * A notification test's world: people, matches and messages written as the use cases write them,
 * events handed to the consumer as the outbox hands them, and the sender run on a clock the test
 * moves. Emails are the email.send jobs it queues (the worker's tests send them); pushes are
 * what reaches the push delivery.
 */
export class NotificationScene {
  clock = NOON_NZ;
  readonly emails: Array<{ jobId: string; email: NotificationEmail }> = [];
  readonly pushes: Array<{ userId: string; payload: PushPayload }> = [];
  readonly online = new Set<string>();
  timing = { ...DEFAULT_NOTIFICATION_TIMING };

  constructor(readonly context: UseCaseContext) {}

  get db() {
    return this.context.test.db;
  }

  /** Takes the email jobs the sender queues, instead of sending them. */
  async start(): Promise<void> {
    await this.context.ctx.queue.startWorker({
      'email.send': async (payload, { jobId }) => {
        if ((payload as { marker?: boolean }).marker) return;
        this.emails.push({ jobId, email: payload as NotificationEmail });
      },
    });
  }

  person(fullName: string): Promise<string> {
    return createPerson(this.db, { fullName });
  }

  async match(first: string, second: string): Promise<string> {
    return (await createMatch(this.db, { userId: first, otherUserId: second })).id;
  }

  /** A device of `userId` with push turned on. */
  async pushDevice(userId: string): Promise<void> {
    const { sessionId } = await createSession(this.db, { userId, userAgent: 'test' });
    await this.db
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        session_token_hash: sessionId,
        endpoint: `https://push.example/${randomUUID()}`,
        p256dh: 'p256dh',
        auth: 'auth',
      })
      .execute();
  }

  private event(event: Omit<DomainEvent, 'id' | 'occurredAt'>): DomainEvent {
    return { id: randomUUID(), occurredAt: this.clock.toISOString(), ...event } as DomainEvent;
  }

  /** Delivers an event to the consumer `times` times, as the outbox and then the relay might. */
  async deliver(event: DomainEvent, times = 1): Promise<void> {
    const consumer = notificationsConsumer({ db: this.db });
    for (let time = 0; time < times; time++) await consumer(event, {});
  }

  /** Events delivered side by side, as the relay's batch or many senders' messages arrive. */
  async deliverTogether(events: readonly DomainEvent[]): Promise<void> {
    const consumer = notificationsConsumer({ db: this.db });
    await Promise.all(events.map((event) => consumer(event, {})));
  }

  /** A message stored and its message.sent event delivered. */
  async message(matchId: string, senderId: string, receiverId: string, text = 'Kia ora!') {
    const event = await this.storedMessage(matchId, senderId, receiverId, text);
    await this.deliver(event);
    return event;
  }

  /** A message stored; its message.sent event is returned, not yet delivered. */
  async storedMessage(matchId: string, senderId: string, receiverId: string, text = 'Kia ora!') {
    const id = newMessageId();
    await this.db
      .insertInto('messages')
      .values({
        id,
        match_id: matchId,
        sender_id: senderId,
        receiver_id: receiverId,
        content: text,
      })
      .execute();
    return this.event({
      type: 'message.sent',
      payload: { matchId, messageId: id, senderId, receiverId },
    });
  }

  async like(fromUserId: string, toUserId: string): Promise<void> {
    const request = await this.db
      .insertInto('match_requests')
      // The request's time is its transaction's start, a moment before its event's.
      .values({
        from_user: fromUserId,
        to_user: toUserId,
        created_at: new Date(this.clock.getTime() - 20),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.deliver(
      this.event({
        type: 'request.received',
        payload: { requestId: request.id, fromUserId, toUserId },
      }),
    );
  }

  async matched(requesterId: string, accepterId: string): Promise<string> {
    const matchId = await this.match(requesterId, accepterId);
    await this.deliver(
      this.event({ type: 'match.created', payload: { matchId, requesterId, accepterId } }),
    );
    return matchId;
  }

  async readAll(matchId: string, readerId: string): Promise<void> {
    await this.db
      .updateTable('messages')
      .set({ read_at: this.clock })
      .where('match_id', '=', matchId)
      .where('receiver_id', '=', readerId)
      .execute();
  }

  later(ms: number): void {
    this.clock = new Date(this.clock.getTime() + ms);
  }

  deps(): NotificationSenderDeps {
    return {
      db: this.db,
      queue: this.context.ctx.queue,
      isOnline: async (userId) => this.online.has(userId),
      push: {
        send: async ({ userId, devices, payload }) => {
          this.pushes.push({ userId, payload });
          return { delivered: devices.length };
        },
      },
      timing: this.timing,
      now: () => this.clock,
      log: { warn() {}, error() {} },
    };
  }

  /** One pass of the sender, and every email it queued taken. */
  async send() {
    const counts = await sendDueNotifications(this.deps());
    await this.context.ctx.queue.enqueueAndWait('email.send', { marker: true });
    return counts;
  }

  async emailsTo(userId: string) {
    const address = await this.emailOf(userId);
    return this.emails.filter((sent) => sent.email.to === address);
  }

  async emailOf(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.email;
  }

  async outcomes(userId: string) {
    return this.db
      .selectFrom('notifications')
      .select(['kind', 'channel', 'status', 'outcome', 'event_count'])
      .where('user_id', '=', userId)
      .orderBy('channel')
      .execute();
  }
}

/** A scene for the whole test file, made before its first test, destroyed after its last. */
export function notificationScenePerFile(keep: (scene: NotificationScene) => void): void {
  let scene: NotificationScene | undefined;
  beforeAll(async () => {
    scene = new NotificationScene(await createUseCaseContext());
    await scene.start();
    keep(scene);
  });
  afterAll(async () => {
    await scene?.context.destroy();
  });
}
