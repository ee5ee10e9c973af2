import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { matchedCouple } from '../support/matched-couple.js';
import { givePassword, type Person, signedInPerson } from '../support/people.js';
import { fileReport, signedInModerator } from '../support/reports.js';
import { blockPerson, reportPerson } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": an ended match's conversation is out
// of both people's reach at once, yet a report made from Past matches still carries it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function send(from: Person, to: Person, matchId: string, content: string) {
  const response = await call(
    api,
    'POST',
    '/api/messages',
    { matchId, receiverId: to.userId, content },
    { token: from.token },
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { createdAt: string }).createdAt;
}

/** A matched couple with three messages; his last one still unread by her. */
async function chattingCouple() {
  const { her, him, matchId } = await matchedCouple(api);
  const times = [
    await send(him, her, matchId, 'Kia ora'),
    await send(her, him, matchId, 'Hi there'),
  ];
  await call(api, 'GET', `/api/messages/${matchId}`, undefined, { token: her.token });
  times.push(await send(him, her, matchId, 'Send me your address'));
  const conversation = [
    { fromReported: true, content: 'Kia ora', createdAt: times[0] },
    { fromReported: false, content: 'Hi there', createdAt: times[1] },
    { fromReported: true, content: 'Send me your address', createdAt: times[2] },
  ];
  return { her, him, matchId, conversation };
}

/** What each API that reads a conversation answers the person, as [status, body]. */
async function whatTheySee(person: Person, matchId: string) {
  const get = async (path: string) => {
    const response = await call(api, 'GET', path, undefined, { token: person.token });
    return [response.statusCode, response.json()];
  };
  // Reading the messages marks them read, so the counts are read first.
  const unread = await get('/api/messages/unread-count');
  const matches = await get('/api/matches');
  return { messages: await get(`/api/messages/${matchId}`), matches, unread };
}

const OUT_OF_REACH = {
  messages: [404, { message: 'Not found' }],
  matches: [200, []],
  unread: [200, { count: 0 }],
};

async function reportedMessages(by: Person, about: Person, matchId: string) {
  const response = await reportPerson(api, by, { userId: about.userId, matchId });
  expect(response.statusCode).toBe(201);
  return evidenceMessages((response.json() as { id: string }).id);
}

async function evidenceMessages(reportId: string) {
  const row = await api.db
    .selectFrom('reports')
    .select('evidence')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  return row.evidence.messages;
}

function keptMessagesOf(matchId: string) {
  return api.db
    .selectFrom('kept_messages')
    .select(['content'])
    .where('match_id', '=', matchId)
    .orderBy('id')
    .execute();
}

describe('an ended conversation', () => {
  it("is out of both people's reach after an unmatch, and a report carries it past his deletion", async () => {
    const { her, him, matchId, conversation } = await chattingCouple();
    expect((await whatTheySee(her, matchId)).unread).toEqual([200, { count: 1 }]);

    const unmatched = await call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, {
      token: him.token,
    });
    expect(unmatched.statusCode).toBe(200);
    expect(await whatTheySee(her, matchId)).toEqual(OUT_OF_REACH);
    expect(await whatTheySee(him, matchId)).toEqual(OUT_OF_REACH);
    const resent = await call(
      api,
      'POST',
      '/api/messages',
      { matchId, receiverId: her.userId, content: 'Still there?' },
      { token: him.token },
    );
    expect([resent.statusCode, resent.json()]).toEqual([404, { message: 'Not found' }]);

    const response = await reportPerson(api, her, { userId: him.userId, matchId });
    expect(response.statusCode).toBe(201);
    const reportId = (response.json() as { id: string }).id;
    expect(await evidenceMessages(reportId)).toEqual(conversation);

    const password = await givePassword(api.db, him.userId);
    const deleted = await call(
      api,
      'DELETE',
      '/api/user/account',
      { currentPassword: password },
      { token: him.token },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await evidenceMessages(reportId)).toEqual(conversation);
    expect(await keptMessagesOf(matchId)).toEqual(conversation.map(({ content }) => ({ content })));
  });

  it('is reported only while the match is in Past matches (90 days)', async () => {
    const reportedAfter = async (days: number) => {
      const { her, him, matchId, conversation } = await chattingCouple();
      await call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, {
        token: him.token,
      });
      await api.db
        .updateTable('kept_messages')
        .set({ ended_at: new Date(Date.now() - days * DAY) })
        .where('match_id', '=', matchId)
        .execute();
      return { conversation, reported: await reportedMessages(her, him, matchId) };
    };
    const within = await reportedAfter(89);
    expect(within.reported).toEqual(within.conversation);
    expect((await reportedAfter(91)).reported).toEqual([]);
  });

  it('is kept the same way after a block, for the blocker to report', async () => {
    const { her, him, matchId, conversation } = await chattingCouple();
    expect((await blockPerson(api, her, him.userId)).statusCode).toBe(201);
    expect(await whatTheySee(her, matchId)).toEqual(OUT_OF_REACH);
    expect(await whatTheySee(him, matchId)).toEqual(OUT_OF_REACH);
    expect(await reportedMessages(her, him, matchId)).toEqual(conversation);
  });

  it("is kept the same way after a ban, for the banned person's match to report", async () => {
    const { her, him, matchId, conversation } = await chattingCouple();
    const moderator = await signedInModerator(api.db);
    const someoneElse = await signedInPerson(api.db, { fullName: 'Mere Tane', profile: false });
    const reportId = await fileReport(api.db, {
      reporterId: someoneElse.userId,
      reportedId: him.userId,
    });
    const banned = await call(
      api,
      'POST',
      `/api/admin/reports/${reportId}/resolve`,
      { action: 'ban' },
      { token: moderator.token },
    );
    expect(banned.statusCode).toBe(200);
    expect(await whatTheySee(her, matchId)).toEqual(OUT_OF_REACH);
    expect(await reportedMessages(her, him, matchId)).toEqual(conversation);
  });
});
