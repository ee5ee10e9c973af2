import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  matchesOf,
  messagesOf,
  type NewAccount,
  newAccount,
  pendingRequests,
  respondToRequest,
  verifiedAccountWithProfile,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import {
  contentsOf,
  messageWith,
  openChatWith,
  waitForLiveChat,
  writeMessage,
} from '../support/chat-screen.js';
import { notificationTitled, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { recordSocketFrames, type SocketFrames } from '../support/socket-frames.js';
import { testPhoto } from '../support/test-photo.js';

// Runs in the distributed e2e run only (e2e/vitest.config.ts): the services run on a PostgreSQL
// server of the test's own, which it stops as a crash would while two people chat.
const app = appAndBrowser({}, { ownDatabase: true });

const account = (fullName: string, gender: 'Female' | 'Male', dateOfBirth: string) =>
  newAccount(fullName, gender, dateOfBirth, { password: 'a-long-outage-password' });
const aroha = account('Aroha Tester', 'Female', '1994-03-14');
const nikau = account('Nikau Tester', 'Male', '1992-10-02');
const NOT_SENT = 'Not sent – tap to retry';
// Each try refused as retryable waits 1, 2, 4, 8 then 16 s before the next; the queue gives up
// when the next wait would pass 45 s of waiting, so about 31 s after the first try.
const GIVE_UP_WITHIN_MS = 45_000;

function database() {
  const { database } = app.server;
  if (!database) throw new Error('the app was started without a database of its own');
  return database;
}

async function personWithProfile(who: NewAccount, colour: string): Promise<string> {
  return verifiedAccountWithProfile(app.server.origin, app.server.dataDir, who, {
    bio: `Kia ora, I am ${who.fullName.split(' ')[0]}.`,
    location: 'Wellington, Wellington',
    photos: [await testPhoto(colour)],
  });
}

/** Every 5xx answer the pages get, as `<status> <body>`: none may carry the server's own words. */
function serverErrorsOf(...pages: Page[]): string[] {
  const errors: string[] = [];
  for (const page of pages) {
    page.on('response', (response) => {
      if (response.status() < 500) return;
      // A body the page no longer holds (it closed) is no answer to judge.
      response.text().then(
        (body) => errors.push(`${response.status()} ${body}`),
        () => {},
      );
    });
  }
  return errors;
}
// While PostgreSQL is unreachable the api answers 503 with its own sentence, never a 500.
const UNAVAILABLE = `503 ${JSON.stringify({ message: API_MESSAGES.serviceUnavailable })}`;

/** The clientMessageId of every try the page sent over its socket of the message with this text. */
function triesOf(frames: SocketFrames, content: string): unknown[] {
  return frames.sent
    .filter((frame) => frame.type === 'send_message' && frame.content === content)
    .map((frame) => frame.clientMessageId);
}

function refusalsOf(frames: SocketFrames, clientMessageId: unknown) {
  return frames.received.filter(
    (frame) => frame.type === 'error' && frame.clientMessageId === clientMessageId,
  );
}

const retryableRefusal = (clientMessageId: unknown) => ({
  type: 'error',
  message: WS_ERROR_MESSAGES.sendFailed,
  clientMessageId,
  retryable: true,
});

describe('chatting while the database is down', () => {
  let arohaToken: string;
  let arohaId: string;
  let matchId: string;
  let arohaP: Person;
  let nikauP: Person;
  let frames: SocketFrames;
  let serverErrors: string[];

  /** The stored messages, oldest first, as GET /api/messages/:matchId answers. */
  async function stored() {
    const list = await messagesOf(app.server.origin, arohaToken, matchId);
    return list.map(({ content, senderId, clientMessageId }) => ({
      content,
      senderId,
      clientMessageId,
    }));
  }

  /** Both chats, after a poll that asks for what is stored, list exactly these, top to bottom. */
  async function bothShow(contents: string[]) {
    for (const page of [arohaP.page, nikauP.page]) {
      await page.waitForResponse(
        (response) => response.url().endsWith(`/api/messages/${matchId}`) && response.ok(),
      );
      expect(await contentsOf(page)).toEqual(contents);
      await waitForLiveChat(page);
    }
  }

  // Two matched people, each with the chat open and live.
  beforeAll(async () => {
    let nikauToken: string;
    [arohaToken, nikauToken] = await Promise.all([
      personWithProfile(aroha, '#7c3aed'),
      personWithProfile(nikau, '#059669'),
    ]);
    [arohaId] = await Promise.all([
      currentUserId(app.server.origin, arohaToken),
      likeUser(app.server.origin, arohaToken, await currentUserId(app.server.origin, nikauToken)),
    ]);
    const [request] = await pendingRequests(app.server.origin, nikauToken);
    await respondToRequest(app.server.origin, nikauToken, request?.id ?? '', true);
    matchId = (await matchesOf(app.server.origin, arohaToken))[0]?.id ?? '';

    [arohaP, nikauP] = await Promise.all([
      signedInPerson(app.browser, app.server.origin, arohaToken),
      signedInPerson(app.browser, app.server.origin, nikauToken),
    ]);
    const a = arohaP.page;
    const n = nikauP.page;
    frames = recordSocketFrames(a);
    serverErrors = serverErrorsOf(a, n);
    for (const person of [arohaP, nikauP]) {
      // The 3 s poll of the open chat asks the api while PostgreSQL is down: a 503 that says so
      // (checked below), and the chat keeps what it has.
      person.allow(new RegExp(`^GET /api/messages/${matchId} 503$`));
      // At the desktop size of each screenshot the conversations pane opens beside the chat and
      // reads the matches and requests, which fail the same way while PostgreSQL is down.
      person.allow(/^GET \/api\/matches(\/requests)? 503$/);
      // The unread count the tab's title shows ("(3) Starmatch") is polled every 30 s on every
      // members' screen, the chat's too: one poll may fall in the outage.
      person.allow(/^GET \/api\/messages\/unread-count 503$/);
    }
    await openChatWith(a, nikau.fullName);
    await openChatWith(n, aroha.fullName);
  });

  it('shows three messages as sending while it is down, then sent once it is back: once each, in order, on both sides', async () => {
    const a = arohaP.page;
    const n = nikauP.page;
    const written = ['Are you there?', 'The database is down', 'Sending anyway'];
    await database().stop();
    for (const text of written) await writeMessage(a, text);
    for (const text of written) await messageWith(a, text).getByText('Sending...').waitFor();
    expect(await contentsOf(a)).toEqual(written);
    // The gateway answers each try of the first as worth trying again; the later ones wait
    // their turn, so nothing can overtake it.
    await expect.poll(() => triesOf(frames, written[0] ?? '').length).toBeGreaterThan(0);
    const [firstId] = triesOf(frames, written[0] ?? '');
    await expect
      .poll(() => refusalsOf(frames, firstId).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(triesOf(frames, written[1] ?? '')).toEqual([]);
    expect(triesOf(frames, written[2] ?? '')).toEqual([]);
    // Both chats' 3 s polls meet the outage too, and the chats keep what they show.
    await Promise.all(
      [a, n].map((page) =>
        page.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/messages/${matchId}`) && response.status() === 503,
        ),
      ),
    );
    expect(await contentsOf(a)).toEqual(written);
    expect(await contentsOf(n)).toEqual([]);
    await arohaP.screenshot('chat-sending-database-down');

    await database().start();
    for (const page of [a, n]) {
      for (const text of written) {
        // The first goes again at the end of its current wait (1 s, doubling), the others after.
        await messageWith(page, text).locator('time').waitFor({ timeout: 20_000 });
      }
    }
    await bothShow(written);
    for (const refusal of refusalsOf(frames, firstId)) {
      expect(refusal).toEqual(retryableRefusal(firstId));
    }
    // Each message went with one clientMessageId however often it was tried, and is stored once.
    const ids = written.map((text) => new Set(triesOf(frames, text)));
    expect(ids.map((set) => set.size)).toEqual([1, 1, 1]);
    expect(await stored()).toEqual(
      written.map((content, index) => ({
        content,
        senderId: arohaId,
        clientMessageId: [...(ids[index] ?? [])][0],
      })),
    );

    expect(await notificationTitled(a, 'Failed to send message').count()).toBe(0);
    expect(arohaP.problems).toEqual([]);
    expect(nikauP.problems).toEqual([]);
  });

  it('marks a message whose send finally fails as not sent, and a tap sends it once it is back', async () => {
    const a = arohaP.page;
    const n = nikauP.page;
    const before = await contentsOf(a);
    const storedBefore = await stored();
    const text = 'Still down?';
    // Kept down until the queue gives up on its own, about 31 s: long, but it is the failure the
    // issue names (every try refused as retryable, then given up), where a refusal made up for
    // the test (a final one, e.g. over the per-minute limit) or a faked clock would skip it.
    // The whole file still runs in under a minute.
    await database().stop();
    await writeMessage(a, text);
    await messageWith(a, text).getByText('Sending...').waitFor();
    const failed = messageWith(a, text).getByRole('button', { name: NOT_SENT });
    await failed.waitFor({ timeout: GIVE_UP_WITHIN_MS });
    await waitForNotification(a, 'Failed to send message');
    expect(await contentsOf(a)).toEqual([...before, text]);
    expect(await contentsOf(n)).toEqual(before);
    // Tried at once and after waits of 1, 2, 4, 8 and 16 s, each time with the same
    // clientMessageId and refused as retryable; one more 16 s wait would pass the 45 s.
    const tries = triesOf(frames, text);
    const [id] = tries;
    expect(tries).toEqual(Array(6).fill(id));
    expect(refusalsOf(frames, id)).toEqual(tries.map(() => retryableRefusal(id)));
    await arohaP.screenshot('chat-not-sent');

    await database().start();
    await failed.click();
    for (const page of [a, n]) await messageWith(page, text).locator('time').waitFor();
    await bothShow([...before, text]);
    // The tap sent it again, once, with the same clientMessageId.
    expect(triesOf(frames, text)).toEqual(Array(7).fill(id));
    expect(await stored()).toEqual([
      ...storedBefore,
      { content: text, senderId: arohaId, clientMessageId: id },
    ]);

    expect(new Set(serverErrors)).toEqual(new Set([UNAVAILABLE]));
    expect(arohaP.problems).toEqual([]);
    expect(nikauP.problems).toEqual([]);
  });
});
