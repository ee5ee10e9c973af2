import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  type NotificationScene,
  notificationScenePerFile,
} from '../support/notification-scene.js';

// Requests and matches gathered over 5 minutes, a conversation's emails 6 hours apart, 6 emails
// a day, quiet hours, pause and per-kind switches (docs/PRODUCT.md "Notifications").

const HOUR = 60 * MINUTE;
let scene: NotificationScene;
notificationScenePerFile((made) => {
  scene = made;
});

describe('notification limits', () => {
  it('gather the likes of 5 minutes into one email, counting only those still waiting', async () => {
    const tui = await scene.person('Tui Walker');
    const aroha = await scene.person('Aroha Ngata');
    const mere = await scene.person('Mere Kawhia');
    const hana = await scene.person('Hana Rewi');
    await scene.like(aroha, tui);
    scene.later(2 * MINUTE);
    await scene.like(mere, tui);
    await scene.like(hana, tui);
    // Tui answered Hana's in the app meanwhile.
    await scene.db
      .updateTable('match_requests')
      .set({ status: 'declined' })
      .where('from_user', '=', hana)
      .execute();
    scene.later(3 * MINUTE);
    await scene.send();
    const emails = await scene.emailsTo(tui);
    expect(emails.map((sent) => sent.email)).toMatchObject([
      { kind: 'requests', headline: 'Hana and 1 other liked you', path: '/matches' },
    ]);
  });

  it('count only the likes since the last request email', async () => {
    const kiri = await scene.person('Kiri Walker');
    const first = await scene.person('Ana First');
    await scene.like(first, kiri);
    scene.later(5 * MINUTE);
    await scene.send();
    scene.later(MINUTE);
    const second = await scene.person('Bea Second');
    await scene.like(second, kiri);
    scene.later(5 * MINUTE);
    await scene.send();
    expect((await scene.emailsTo(kiri)).map((sent) => sent.email.headline)).toEqual([
      'Ana liked you',
      'Bea liked you',
    ]);
  });

  it('tell the one whose like was accepted of the match, with a link to the chat', async () => {
    const aroha = await scene.person('Aroha Ngata');
    const nikau = await scene.person('Nikau Parata');
    const matchId = await scene.matched(aroha, nikau);
    scene.later(5 * MINUTE);
    await scene.send();
    expect((await scene.emailsTo(aroha)).map((sent) => sent.email)).toMatchObject([
      { kind: 'matches', headline: 'You and Nikau matched', path: `/chat?match=${matchId}` },
    ]);
    expect(await scene.emailsTo(nikau)).toEqual([]);
  });

  it("hold a conversation's next email until 6 hours after its last", async () => {
    const aroha = await scene.person('Aroha Ngata');
    const nikau = await scene.person('Nikau Parata');
    const matchId = await scene.match(aroha, nikau);
    await scene.message(matchId, aroha, nikau);
    scene.later(15 * MINUTE);
    await scene.send();
    await scene.message(matchId, aroha, nikau, 'Still keen?');
    scene.later(5 * HOUR);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toHaveLength(1);
    scene.later(59 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toHaveLength(1);
    scene.later(MINUTE);
    await scene.send();
    expect((await scene.emailsTo(nikau)).map((sent) => sent.email.headline)).toEqual([
      'Aroha sent you a message',
      'Aroha sent you 2 messages',
    ]);
  });

  it('send at most 6 emails a day and the 7th at 08:00 the next morning', async () => {
    scene.clock = new Date('2026-12-02T23:00:00Z'); // 12:00 NZDT, 3 December
    const rawiri = await scene.person('Rawiri Moana');
    for (let n = 0; n < 7; n++) {
      const other = await scene.person(`Person${n} Tester`);
      await scene.message(await scene.match(other, rawiri), other, rawiri);
    }
    scene.later(15 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(rawiri)).toHaveLength(6);
    const held = await scene.db
      .selectFrom('notifications')
      .select(['status', 'due_at'])
      .where('user_id', '=', rawiri)
      .where('status', '=', 'pending')
      .execute();
    expect(held).toEqual([{ status: 'pending', due_at: new Date('2026-12-03T19:00:00Z') }]);
    scene.clock = new Date('2026-12-03T19:00:00Z');
    await scene.send();
    expect(await scene.emailsTo(rawiri)).toHaveLength(7);
  });

  it('hold emails through quiet hours to 08:00, and send a push at once', async () => {
    scene.clock = new Date('2026-12-03T09:50:00Z'); // 22:50 NZDT
    const aroha = await scene.person('Aroha Ngata');
    const nikau = await scene.person('Nikau Parata');
    await scene.pushDevice(nikau);
    const matchId = await scene.match(aroha, nikau);
    await scene.message(matchId, aroha, nikau);
    scene.later(15 * MINUTE);
    await scene.send();
    expect(await scene.emailsTo(nikau)).toEqual([]);
    expect(scene.pushes.filter((push) => push.userId === nikau)).toHaveLength(1);
    scene.clock = new Date('2026-12-03T18:59:00Z');
    await scene.send();
    expect(await scene.emailsTo(nikau)).toEqual([]);
    scene.clock = new Date('2026-12-03T19:00:00Z'); // 08:00 NZDT
    await scene.send();
    expect(await scene.emailsTo(nikau)).toHaveLength(1);
  });

  it('send nothing while paused or with the kind turned off, and nothing to a deleted account', async () => {
    const aroha = await scene.person('Aroha Ngata');
    const paused = await scene.person('Paused Person');
    const noEmail = await scene.person('Quiet Person');
    const gone = await scene.person('Gone Person');
    await scene.db
      .insertInto('notification_preferences')
      .values([
        { user_id: paused, paused: true },
        { user_id: noEmail, email_messages: false },
      ])
      .execute();
    for (const person of [paused, noEmail, gone]) {
      await scene.message(await scene.match(aroha, person), aroha, person);
    }
    await scene.db.deleteFrom('users').where('id', '=', gone).execute();
    scene.later(15 * MINUTE);
    await scene.send();
    expect(await scene.outcomes(paused)).toMatchObject([{ outcome: 'paused' }]);
    expect(await scene.outcomes(noEmail)).toMatchObject([{ outcome: 'turned-off' }]);
    expect(await scene.outcomes(gone)).toEqual([]);
    expect(scene.emails.filter((sent) => sent.email.fullName === 'Paused Person')).toEqual([]);
  });
});
