import { describe, expect, it } from 'vitest';
import { notificationEmailJobId } from '../../src/notifications/send-due-notifications.js';
import {
  MINUTE,
  type NotificationScene,
  notificationScenePerFile,
} from '../support/notification-scene.js';

// A message notifies only someone away, once per conversation however many messages, by email
// only if still unread after 15 minutes, by push at once (docs/PRODUCT.md "Notifications").

let scene: NotificationScene;
notificationScenePerFile((made) => {
  scene = made;
});

async function aPair() {
  const aroha = await scene.person('Aroha Ngata');
  const nikau = await scene.person('Nikau Parata');
  const matchId = await scene.match(aroha, nikau);
  return { aroha, nikau, matchId };
}

describe('message notifications', () => {
  it('email Nikau once about three unread messages after 15 minutes, naming Aroha and no text', async () => {
    const { aroha, nikau, matchId } = await aPair();
    for (const text of ['Kia ora', 'How was the hike?', 'Coffee Saturday?']) {
      await scene.message(matchId, aroha, nikau, text);
    }
    scene.later(14 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toEqual([]);

    scene.later(MINUTE);
    await scene.send();
    const emails = await scene.emailsTo(nikau);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.email).toMatchObject({
      template: 'notification',
      kind: 'messages',
      fullName: 'Nikau Parata',
      headline: 'Aroha sent you 3 messages',
      preview: null,
      path: `/chat?match=${matchId}`,
    });
    expect(await scene.outcomes(nikau)).toEqual([
      { kind: 'messages', channel: 'email', status: 'sent', outcome: null, event_count: 3 },
    ]);
    // Nothing more to send on the next pass.
    scene.later(MINUTE);
    expect(await scene.send()).toEqual({ sent: 0, held: 0, skipped: 0 });
  });

  it('fold messages taken side by side into one notification per conversation, each counted once', async () => {
    const { aroha, nikau, matchId } = await aPair();
    const hemi = await scene.person('Hemi Walker');
    const otherMatchId = await scene.match(hemi, nikau);
    await scene.pushDevice(nikau);
    const fromAroha = [];
    for (const text of ['Kia ora', 'Still keen?', 'Coffee?']) {
      fromAroha.push(await scene.storedMessage(matchId, aroha, nikau, text));
    }
    const fromHemi = await scene.storedMessage(otherMatchId, hemi, nikau);
    // One of Aroha's arrives twice in the same batch (the relay and its writer at once).
    await scene.deliverTogether(
      [...fromAroha, fromAroha[1], fromHemi].filter((e) => e !== undefined),
    );
    // And once more later, as the relay would after a crash.
    await scene.deliver(fromAroha[0] ?? fromHemi);
    const rows = await scene.db
      .selectFrom('notifications')
      .select(['channel', 'group_key', 'event_count', 'about_user_id'])
      .where('user_id', '=', nikau)
      .orderBy('channel')
      .orderBy('event_count', 'desc')
      .execute();
    expect(rows).toEqual([
      { channel: 'email', group_key: matchId, event_count: 3, about_user_id: aroha },
      { channel: 'email', group_key: otherMatchId, event_count: 1, about_user_id: hemi },
      { channel: 'push', group_key: matchId, event_count: 3, about_user_id: aroha },
      { channel: 'push', group_key: otherMatchId, event_count: 1, about_user_id: hemi },
    ]);
  });

  it('send nothing, by email or push, to Nikau while his account is paused', async () => {
    const { aroha, nikau, matchId } = await aPair();
    await scene.pushDevice(nikau);
    await scene.db
      .updateTable('users')
      .set({ paused_at: scene.clock })
      .where('id', '=', nikau)
      .execute();
    await scene.message(matchId, aroha, nikau);
    scene.later(15 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toEqual([]);
    expect(scene.pushes.filter((push) => push.userId === nikau)).toEqual([]);
    expect(await scene.outcomes(nikau)).toMatchObject([
      { channel: 'email', status: 'skipped', outcome: 'paused' },
      { channel: 'push', status: 'skipped', outcome: 'paused' },
    ]);
  });

  it('send nothing when Nikau read the messages before the 15 minutes', async () => {
    const { aroha, nikau, matchId } = await aPair();
    await scene.message(matchId, aroha, nikau);
    scene.later(5 * MINUTE);
    await scene.readAll(matchId, nikau);
    scene.later(10 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toEqual([]);
    expect(await scene.outcomes(nikau)).toMatchObject([{ status: 'skipped', outcome: 'read' }]);
  });

  it('send nothing about Aroha once Nikau blocked her, or once she is banned', async () => {
    const blocked = await aPair();
    await scene.message(blocked.matchId, blocked.aroha, blocked.nikau);
    await scene.db
      .insertInto('blocks')
      .values({ blocker_id: blocked.nikau, blocked_id: blocked.aroha, blocked_name: 'Aroha' })
      .execute();
    const banned = await aPair();
    await scene.message(banned.matchId, banned.aroha, banned.nikau);
    await scene.db
      .updateTable('users')
      .set({ banned_at: scene.clock })
      .where('id', '=', banned.aroha)
      .execute();
    scene.later(15 * MINUTE);
    await scene.send();
    for (const { nikau } of [blocked, banned]) {
      expect(await scene.emailsTo(nikau)).toEqual([]);
      expect(await scene.outcomes(nikau)).toMatchObject([
        { status: 'skipped', outcome: 'about-unreachable' },
      ]);
    }
  });

  it('send nothing once the match ended, or to someone who has Starmatch open', async () => {
    const unmatched = await aPair();
    await scene.message(unmatched.matchId, unmatched.aroha, unmatched.nikau);
    await scene.db.deleteFrom('matches').where('id', '=', unmatched.matchId).execute();
    const here = await aPair();
    await scene.message(here.matchId, here.aroha, here.nikau);
    scene.online.add(here.nikau);
    scene.later(15 * MINUTE);
    await scene.send();
    scene.online.delete(here.nikau);
    expect(await scene.outcomes(unmatched.nikau)).toMatchObject([{ outcome: 'match-ended' }]);
    expect(await scene.outcomes(here.nikau)).toMatchObject([{ outcome: 'online' }]);
  });

  it('push at once to a device with push on, one per conversation, replacing itself by tag', async () => {
    const { aroha, nikau, matchId } = await aPair();
    await scene.pushDevice(nikau);
    await scene.message(matchId, aroha, nikau);
    await scene.send();
    await scene.message(matchId, aroha, nikau);
    await scene.send();
    const pushes = scene.pushes.filter((push) => push.userId === nikau);
    const { profile_image_url: icon } = await scene.db
      .selectFrom('profiles')
      .select('profile_image_url')
      .where('user_id', '=', aroha)
      .executeTakeFirstOrThrow();
    expect(icon).toMatch(/^\/uploads\//);
    expect(pushes.map((push) => push.payload)).toEqual([
      {
        tag: `chat-${matchId}`,
        title: 'Aroha',
        body: 'Aroha sent you a message',
        url: `/chat?match=${matchId}`,
        icon,
        unreadCount: 1,
      },
      {
        tag: `chat-${matchId}`,
        title: 'Aroha',
        body: 'Aroha sent you 2 messages',
        url: `/chat?match=${matchId}`,
        icon,
        unreadCount: 2,
      },
    ]);
  });

  it('show the message in the notification only with previews on', async () => {
    const { aroha, nikau, matchId } = await aPair();
    await scene.db
      .insertInto('notification_preferences')
      .values({ user_id: nikau, show_previews: true })
      .execute();
    await scene.message(matchId, aroha, nikau, 'Are you free Saturday?');
    scene.later(15 * MINUTE);
    await scene.send();
    expect((await scene.emailsTo(nikau))[0]?.email).toMatchObject({
      headline: 'Aroha sent you a message',
      preview: 'Are you free Saturday?',
    });
  });

  it('take an event delivered three times once, and queue a re-sent email under the same job id', async () => {
    const { aroha, nikau, matchId } = await aPair();
    const event = await scene.message(matchId, aroha, nikau);
    await scene.deliver(event, 2);
    expect(await scene.outcomes(nikau)).toMatchObject([{ status: 'pending', event_count: 1 }]);
    scene.later(15 * MINUTE);
    await scene.send();
    const row = await scene.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', nikau)
      .executeTakeFirstOrThrow();
    // A sender that died after queueing the email and before recording it: the row's claim
    // runs out and the next pass sends it again, under the same job id (the same Message-ID).
    await scene.db
      .updateTable('notifications')
      .set({ status: 'sending', claimed_until: scene.clock })
      .where('id', '=', row.id)
      .execute();
    scene.later(MINUTE);
    await scene.send();
    const emails = await scene.emailsTo(nikau);
    expect(emails.map((email) => email.jobId)).toEqual([notificationEmailJobId(row.id)]);
  });
});
