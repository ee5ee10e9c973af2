import { APP_TIME_ZONE, PREVIEW_LIMITS } from '@starmatch/contracts/constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  matchesOf,
  type NewAccount,
  newAccount,
  pendingRequests,
  readDeck,
  verifiedAccountWithProfile,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import {
  contentsOf,
  messages,
  messageWith,
  openChatWith,
  waitForLiveChat,
} from '../support/chat-screen.js';
import { currentCandidate, findInExplore } from '../support/explore.js';
import { dismissNotification, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { type SocketSwitch, socketSwitch } from '../support/socket-switch.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser();

const account = (fullName: string, gender: 'Female' | 'Male', dateOfBirth: string) =>
  newAccount(fullName, gender, dateOfBirth, { password: 'a-long-chat-password' });
const mere = account('Mere Tester', 'Female', '1995-08-01');
const tama = account('Tama Tester', 'Male', '1993-12-24');
const rawiri = account('Rawiri Tester', 'Male', '1991-05-05');
// Longer than the 80 characters a request card shows before '...more'.
const TAMA_BIO =
  'Kia ora, I am Tama. Weekends are for the Hunua Falls track, a flat white in Ponsonby and ' +
  'a long lunch with my nieces.';
const RAWIRI_BIO = 'Kia ora! Fishing off the wharf at Onehunga.';

async function personWithProfile(who: NewAccount, bio: string, colour: string) {
  return verifiedAccountWithProfile(app.server.origin, app.server.dataDir, who, {
    bio,
    location: 'Auckland, Auckland',
    photos: [await testPhoto(colour)],
  });
}

/**
 * A bubble sits at the right (mine) or the left (theirs) of the list, with its time: under it
 * when it ends a run by its sender, otherwise for screen readers only.
 */
async function expectBubble(
  page: Page,
  text: string,
  side: 'right' | 'left',
  speaker: string,
  time: 'shown' | 'for screen readers',
) {
  const message = messageWith(page, text);
  const list = await page.getByRole('list', { name: 'Messages' }).boundingBox();
  const box = await message.locator('[data-bubble]').boundingBox();
  if (!list || !box) throw new Error(`no box for "${text}"`);
  const gap = side === 'right' ? list.x + list.width - (box.x + box.width) : box.x - list.x;
  expect(gap).toBeLessThan(2);
  expect(await message.locator('[data-bubble] > .sr-only').first().textContent()).toBe(
    `${speaker}:`,
  );
  const stamp = message.locator('time');
  expect(await stamp.evaluate((element) => element.classList.contains('sr-only'))).toBe(
    time === 'for screen readers',
  );
  await expectTime(stamp);
}

async function expectTime(time: Locator) {
  const sentAt = Date.parse((await time.getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - sentAt)).toBeLessThan(120_000);
  expect(await time.textContent()).toMatch(/^\d{1,2}:\d{2}\s?[ap]m$/i);
}

describe('requests, chat and unmatching between people in their own browsers', () => {
  let mereToken: string;
  let tamaToken: string;
  let mereP: Person;
  let tamaP: Person;
  let tamaSocket: SocketSwitch;

  it('gets two requests, accepts one and declines the other', async () => {
    let rawiriToken: string;
    [mereToken, tamaToken, rawiriToken] = await Promise.all([
      personWithProfile(
        mere,
        'Kia ora! Sea swims at Mission Bay and a good book after.',
        '#db2777',
      ),
      personWithProfile(tama, TAMA_BIO, '#0ea5e9'),
      personWithProfile(rawiri, RAWIRI_BIO, '#65a30d'),
    ]);
    const mereId = await currentUserId(app.server.origin, mereToken);

    // Tama likes Mere in the app, Rawiri through the API.
    tamaP = await signedInPerson(app.browser, app.server.origin, tamaToken);
    // Every socket of Tama's browser goes through a switch the socket test turns off and on.
    tamaSocket = await socketSwitch(tamaP.context);
    const t = tamaP.page;
    await t.goto('/');
    await findInExplore(t, 'Mere');
    await t.getByRole('button', { name: 'Like Mere', exact: true }).click();
    await waitForNotification(t, 'Match Request Sent!');
    // Closed by hand: a toast in a window without focus waits (Radix pauses it) and covers the top.
    await dismissNotification(t, 'Match Request Sent!');
    await likeUser(app.server.origin, rawiriToken, mereId);

    mereP = await signedInPerson(app.browser, app.server.origin, mereToken);
    const m = mereP.page;
    await m.goto('/matches');
    await m.getByRole('heading', { name: 'Pending Requests (2)' }).waitFor();
    await m.getByRole('heading', { name: 'Your Matches (0)' }).waitFor();
    for (const request of await pendingRequests(app.server.origin, mereToken)) {
      const day = new Date(request.requestedAt).toLocaleDateString('en-NZ', {
        timeZone: APP_TIME_ZONE,
      });
      await m
        .getByRole('listitem', { name: request.requestUser.fullName })
        .getByText(`Sent ${day}`, { exact: true })
        .waitFor();
    }

    // Tama's bio is cut at 80 characters until '...more'; Rawiri's short one shows whole.
    const tamaCard = m.getByRole('listitem', { name: tama.fullName });
    const tamaBio = tamaCard.locator('p', { has: m.getByRole('button', { name: '...more' }) });
    expect(await tamaBio.textContent()).toBe(
      `${TAMA_BIO.slice(0, PREVIEW_LIMITS.bioChars)}...more`,
    );
    await tamaCard.getByRole('button', { name: '...more' }).click();
    await tamaCard.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await tamaCard.getByText(TAMA_BIO).textContent()).toBe(`${TAMA_BIO}Show less`);
    const rawiriCard = m.getByRole('listitem', { name: rawiri.fullName });
    await rawiriCard.getByText(RAWIRI_BIO, { exact: true }).waitFor();
    expect(await rawiriCard.getByRole('button', { name: '...more' }).count()).toBe(0);
    await mereP.screenshot('matches-requests');
    await tamaCard.getByRole('button', { name: 'Show less' }).click();
    await tamaCard.getByRole('button', { name: '...more' }).waitFor();

    await tamaCard.getByRole('button', { name: 'Accept' }).click();
    const moment = m.getByRole('alertdialog', { name: "It's a match!" });
    // Enabled once the refreshed list holds the new match.
    await moment
      .getByRole('button', { name: `Message ${tama.fullName}`, disabled: false })
      .waitFor();
    await mereP.screenshot('match-moment');
    await moment.getByRole('button', { name: 'Keep browsing' }).click();
    await moment.waitFor({ state: 'detached' });
    await m.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();
    await m.getByRole('heading', { name: 'Pending Requests (1)' }).waitFor();
    await rawiriCard.getByRole('button', { name: 'Decline' }).click();
    await m.getByRole('heading', { name: 'Pending Requests (0)' }).waitFor();
    await rawiriCard.waitFor({ state: 'detached' });
    const tamaRow = m.getByRole('listitem', { name: tama.fullName });
    await tamaRow.getByText('Start your conversation...', { exact: true }).waitFor();
    await m.getByText('1 match · 0 pending requests', { exact: true }).waitFor();
    await mereP.screenshot('matches');

    // Declined is never a match: Rawiri has no matches and no Mere in his feed.
    const rawiriP = await signedInPerson(app.browser, app.server.origin, rawiriToken);
    const r = rawiriP.page;
    await r.goto('/matches');
    await r.getByRole('heading', { name: 'No matches yet' }).waitFor();
    await r.getByRole('button', { name: 'Start Exploring' }).waitFor();
    await rawiriP.screenshot('matches-declined');
    expect(await matchesOf(app.server.origin, rawiriToken)).toEqual([]);
    await r.getByRole('button', { name: 'Start Exploring' }).click();
    await r.getByRole('heading', { name: 'Discover' }).waitFor();
    expect(await currentCandidate(r)).toBeNull();

    expect(rawiriP.problems).toEqual([]);
    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
    await rawiriP.context.close();
  });

  it('chats both ways: typing, Enter sends, Shift+Enter does not, sides and times', async () => {
    const m = mereP.page;
    const t = tamaP.page;
    await openChatWith(m, tama.fullName);
    await openChatWith(t, mere.fullName);

    const tamaBox = t.getByRole('textbox', { name: 'Message' });
    expect(await tamaBox.getAttribute('placeholder')).toBe('Type a message...');
    await tamaBox.pressSequentially('Kia ora Mere');
    await m.getByText(`${tama.fullName} is typing...`, { exact: true }).waitFor();
    await tamaBox.press('Enter');
    await messageWith(m, 'Kia ora Mere').waitFor();
    // His message has arrived, so he is no longer typing.
    await m.getByText(`${tama.fullName} is typing...`).waitFor({ state: 'detached' });
    expect(await tamaBox.inputValue()).toBe('');

    const mereBox = m.getByRole('textbox', { name: 'Message' });
    await mereBox.pressSequentially('Coffee on Saturday?');
    await mereBox.press('Shift+Enter');
    await mereBox.pressSequentially('At Takapuna?');
    expect(await mereBox.inputValue()).toBe('Coffee on Saturday?\nAt Takapuna?');
    expect(await messages(m).count()).toBe(1);
    await mereBox.press('Enter');
    const twoLines = messageWith(t, 'Coffee on Saturday? At Takapuna?');
    await twoLines.waitFor();
    expect(await twoLines.locator('p').textContent()).toBe('Coffee on Saturday?\nAt Takapuna?');

    // A second message of hers straight after joins her run: the run's time moves under it.
    await mereBox.fill('Or Devonport?');
    await mereBox.press('Enter');
    await messageWith(t, 'Or Devonport?').locator('time').waitFor();
    await messageWith(m, 'Or Devonport?').locator('time').waitFor();

    for (const [page, tamaSpeaker, mereSpeaker] of [
      [m, tama.fullName, 'You'],
      [t, 'You', mere.fullName],
    ] as const) {
      const tamaSide = tamaSpeaker === 'You' ? 'right' : 'left';
      const mereSide = mereSpeaker === 'You' ? 'right' : 'left';
      await expectBubble(page, 'Kia ora Mere', tamaSide, tamaSpeaker, 'shown');
      await expectBubble(
        page,
        'Coffee on Saturday? At Takapuna?',
        mereSide,
        mereSpeaker,
        'for screen readers',
      );
      await expectBubble(page, 'Or Devonport?', mereSide, mereSpeaker, 'shown');
      // One separator for the day, before its first message.
      const list = page.getByRole('list', { name: 'Messages' });
      expect(await list.getByText('Today', { exact: true }).count()).toBe(1);
      expect(await messages(page).first().textContent()).toMatch(/^Today/);
    }
    await mereP.screenshot('chat');

    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
  });

  it('sends again what a half-open socket lost: each message arrives once, in the order written, on both sides', async () => {
    const m = mereP.page;
    const t = tamaP.page;
    const lost = ['Did this one get through?', 'And this?', 'Hello?'];
    const tries = (content: string) =>
      tamaSocket
        .framesSent()
        .filter((frame) => frame.type === 'send_message' && frame.content === content);

    // His socket looks open, but nothing he sends reaches the gateway.
    tamaSocket.loseSent();
    const box = t.getByRole('textbox', { name: 'Message' });
    for (const text of lost) {
      await box.fill(text);
      await box.press('Enter');
    }
    for (const text of lost) await messageWith(t, text).getByText('Sending...').waitFor();
    expect((await contentsOf(t)).slice(-3)).toEqual(lost);
    // One at a time: the later ones wait for the first to be acknowledged.
    expect(tries(lost[1] ?? '')).toEqual([]);
    await tamaP.screenshot('chat-sending');

    tamaSocket.deliverSent();
    // The first is sent again with its clientMessageId once its ack is overdue (5 s, then 10 s).
    for (const text of lost) {
      await messageWith(m, text).locator('time').waitFor({ timeout: 30_000 });
      await messageWith(t, text).locator('time').waitFor({ timeout: 30_000 });
    }
    for (const page of [m, t]) expect((await contentsOf(page)).slice(-3)).toEqual(lost);
    const first = tries(lost[0] ?? '');
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first.map((frame) => frame.clientMessageId)).size).toBe(1);
    // A poll later, still once each.
    const [match] = await matchesOf(app.server.origin, mereToken);
    await m.waitForResponse((response) => response.url().endsWith(`/api/messages/${match?.id}`));
    for (const page of [m, t]) {
      for (const text of lost) expect(await messageWith(page, text).count()).toBe(1);
    }

    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
  });

  it("keeps messages flowing while one person's socket is down, then goes back to it", async () => {
    const m = mereP.page;
    const t = tamaP.page;
    const posted: string[] = [];
    t.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/messages')) {
        posted.push(String((request.postDataJSON() as { content: string }).content));
      }
    });
    const sentOverSocket = () =>
      tamaSocket
        .framesSent()
        .filter((frame) => frame.type === 'send_message')
        .map((frame) => frame.content);

    await tamaSocket.drop();
    await t.getByText('Connecting...', { exact: true }).waitFor();
    await tamaP.screenshot('chat-connecting');

    // His message goes by the plain call; hers comes to him by the 3 s poll.
    await t.getByRole('textbox', { name: 'Message' }).fill('Sent while my signal is gone');
    await t.getByRole('textbox', { name: 'Message' }).press('Enter');
    await messageWith(m, 'Sent while my signal is gone').waitFor();
    expect(posted).toEqual(['Sent while my signal is gone']);
    await m.getByRole('textbox', { name: 'Message' }).fill('Got it, loud and clear');
    await m.getByRole('textbox', { name: 'Message' }).press('Enter');
    await messageWith(t, 'Got it, loud and clear').waitFor({ timeout: 15_000 });
    expect(sentOverSocket()).not.toContain('Sent while my signal is gone');
    // One more poll and push later, each message still shows once on each side.
    const [match] = await matchesOf(app.server.origin, tamaToken);
    await t.waitForResponse((response) => response.url().endsWith(`/api/messages/${match?.id}`));
    for (const page of [m, t]) {
      expect(await messageWith(page, 'Sent while my signal is gone').count()).toBe(1);
      expect(await messageWith(page, 'Got it, loud and clear').count()).toBe(1);
    }

    tamaSocket.restore();
    // The app retries with a doubling wait, so coming back can take a few seconds.
    await waitForLiveChat(t, 20_000);
    await t.getByRole('textbox', { name: 'Message' }).fill('Back on the socket');
    await t.getByRole('textbox', { name: 'Message' }).press('Enter');
    await messageWith(m, 'Back on the socket').waitFor();
    expect(sentOverSocket()).toContain('Back on the socket');
    expect(posted).toEqual(['Sent while my signal is gone']);
    expect(await messageWith(t, 'Back on the socket').count()).toBe(1);

    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
  });

  it('unmatches from the row menu after a cancel, and the match is gone for both', async () => {
    const m = mereP.page;
    const t = tamaP.page;
    await m.getByRole('link', { name: 'Back' }).click();
    const row = m.getByRole('listitem', { name: tama.fullName });
    await row.getByText('Back on the socket', { exact: true }).waitFor();
    // 'Just now', or '1m ago' when the steps before ran slowly.
    await row.getByText(/^(Just now|1m ago)$/).waitFor();

    const menu = m.getByRole('button', { name: `More options for ${tama.fullName}` });
    const dialog = m.getByRole('alertdialog', { name: `Unmatch with ${tama.fullName}?` });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await m.getByRole('menuitem', { name: 'Unmatch', exact: true }).click();
    await dialog.getByText('This action cannot be undone...', { exact: true }).waitFor();
    await mereP.screenshot('unmatch-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await m.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();

    await menu.click();
    await m.getByRole('menuitem', { name: 'Unmatch', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, Unmatch' }).click();
    await m.getByRole('heading', { name: 'No matches yet' }).waitFor();

    // Tama's open chat closes and his list empties.
    await t.waitForURL('**/matches');
    await waitForNotification(
      t,
      'Match ended',
      `${mere.fullName} is no longer one of your matches.`,
    );
    await t.getByRole('heading', { name: 'No matches yet' }).waitFor();

    // Neither sees the other in explore again.
    const tamaId = await currentUserId(app.server.origin, tamaToken);
    const mereId = await currentUserId(app.server.origin, mereToken);
    for (const [page, token, otherId, otherFirstName] of [
      [m, mereToken, tamaId, 'Tama'],
      [t, tamaToken, mereId, 'Mere'],
    ] as const) {
      await page.goto('/');
      const name = await currentCandidate(page);
      expect(name?.startsWith(`${otherFirstName},`) ?? false).toBe(false);
      const deck = await readDeck(app.server.origin, token);
      expect(deck.map((candidate) => candidate.userId)).not.toContain(otherId);
    }

    expect(mereP.problems).toEqual([]);
    expect(tamaP.problems).toEqual([]);
  });
});
