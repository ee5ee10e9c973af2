import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createMatch } from '@starmatch/db/queries/matches';
import { newMessageId } from '@starmatch/db/queries/messages';
import { createPerson } from '@starmatch/db/testing-people';
import { messageIdOf, type SmtpSink, startSmtpSink } from '@starmatch/test-support/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultStack, startFaultStack } from '../support/fault-stack.js';
import { printFigures } from '../support/print-figures.js';

// Notification emails while the worker is killed (SIGKILL) again and again at random moments:
// taking events from the outbox, judging, queueing, sending, recording. Every conversation's
// email must go out, each under its notification's Message-ID, and a repeat only with the same
// Message-ID (a kill between the SMTP server's acceptance and the record: docs/RELIABILITY.md).

const CONVERSATIONS = 150;
const MESSAGES_EACH = 2;
const KILLS = 4;

let stack: FaultStack;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  stack = await startFaultStack(
    { api: 0, realtime: 0, worker: 0 },
    {
      env: {
        SMTP_URL: smtp.url,
        // One email at a time, so a kill finds the stream mid-way.
        WORKER_CONCURRENCY: '1',
        NOTIFY_MESSAGE_EMAIL_DELAY_MS: '0',
        NOTIFY_QUIET_HOURS: 'off',
        NOTIFY_DAILY_EMAIL_CAP: '1000',
        NOTIFY_SEND_INTERVAL_MS: '50',
        NOTIFY_CLAIM_HOLD_MS: '2000',
        OUTBOX_RELAY_INTERVAL_MS: '50',
        OUTBOX_RELAY_GRACE_MS: '0',
      },
    },
  );
});

afterAll(async () => {
  if (process.env.FAULTS_LOG_FILE) writeFileSync(process.env.FAULTS_LOG_FILE, stack.logs.text());
  await stack?.stop();
  await smtp?.close();
});

/** Conversations with unread messages whose message.sent events wait in the outbox, as after a commit. */
async function unreadConversations(): Promise<void> {
  const { db } = stack.database;
  for (let index = 0; index < CONVERSATIONS; index += 1) {
    const sender = await createPerson(db, { fullName: `Sender${index} Tester` });
    const receiver = await createPerson(db, { fullName: `Receiver${index} Tester` });
    const { id: matchId } = await createMatch(db, { userId: sender, otherUserId: receiver });
    for (let count = 0; count < MESSAGES_EACH; count += 1) {
      const messageId = newMessageId();
      await db
        .insertInto('messages')
        .values({
          id: messageId,
          match_id: matchId,
          sender_id: sender,
          receiver_id: receiver,
          content: `Message ${count}`,
        })
        .execute();
      await db
        .insertInto('outbox_events')
        .values({
          id: randomUUID(),
          type: 'message.sent',
          payload: JSON.stringify({ matchId, messageId, senderId: sender, receiverId: receiver }),
        })
        .execute();
    }
  }
}

describe('notifications under faults, distributed, on servers of its own', () => {
  it('a worker killed at random moments: every conversation emailed, repeats only under one Message-ID', async () => {
    await unreadConversations();
    // One worker at a time, each killed in turn: no survivor finishes what a killed one began.
    const acceptedAtKill: number[] = [];
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await stack.start(`worker-${kill}`, 'worker');
      // Mid-stream, at a random point: the worker is taking events, judging, queueing, sending
      // and recording all at once, so the kill lands in any of them.
      const killAfter = (kill - 1) * 30 + 5 + Math.floor(Math.random() * 20);
      await smtp.until(() => smtp.messages.length >= killAfter);
      await stack.end(`worker-${kill}`, 'SIGKILL');
      acceptedAtKill.push(smtp.messages.length);
    }
    await stack.start('worker-last', 'worker');
    const { db } = stack.database;
    const notificationIds = async () =>
      (await db.selectFrom('notifications').select(['id', 'status']).execute()).filter(
        (row) => row.status === 'sent',
      );
    const distinct = () => new Set(smtp.messages.map(messageIdOf));
    await smtp.until(() => distinct().size >= CONVERSATIONS);
    await expect
      .poll(async () => (await notificationIds()).length, { timeout: 20_000 })
      .toBe(CONVERSATIONS);

    const sent = await notificationIds();
    const expected = sent.map((row) => `<notification-${row.id}@starmatch.nz>`).sort();
    const repeats = smtp.messages.length - distinct().size;
    printFigures('Notifications under faults', {
      [`worker SIGKILL ${KILLS} times`]: {
        conversations: CONVERSATIONS,
        events: CONVERSATIONS * MESSAGES_EACH,
        emailsAccepted: smtp.messages.length,
        acceptedAtEachKill: acceptedAtKill.join(' '),
        repeatsUnderTheSameMessageId: repeats,
      },
    });
    expect([...distinct()].sort()).toEqual(expected);
    // Each kill landed with emails still to send.
    expect(Math.max(...acceptedAtKill)).toBeLessThan(CONVERSATIONS);
    // At most one repeat per kill: only the email on the wire when it landed.
    expect(repeats).toBeLessThanOrEqual(KILLS);
    const taken = await db
      .selectFrom('notification_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(taken.count)).toBe(CONVERSATIONS * MESSAGES_EACH);
    // Every event counted once: in the email sent, or (a message taken after its conversation's
    // email went) in a next one the 6-hour spacing holds.
    const rows = await db.selectFrom('notifications').select(['status', 'event_count']).execute();
    expect(rows.reduce((sum, row) => sum + row.event_count, 0)).toBe(CONVERSATIONS * MESSAGES_EACH);
    expect(rows.filter((row) => row.status !== 'sent').map((row) => row.status)).toEqual(
      rows.filter((row) => row.status !== 'sent').map(() => 'pending'),
    );
    for (const message of smtp.messages) expect(message).toContain('sent you 2 messages');
    expect(stack.logs.nonJsonLines()).toEqual([]);
  });
});
