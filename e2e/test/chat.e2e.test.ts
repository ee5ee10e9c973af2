import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUserId, matchesOf, readDeck } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import type { Person } from '../support/browser.js';
import {
  contentsOf,
  expectBubble,
  messages,
  messageWith,
  openChatWith,
  waitForLiveChat,
} from '../support/chat-screen.js';
import { currentCandidate } from '../support/explore.js';
import { filePeople } from '../support/file-people.js';
import { waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { type SocketSwitch, socketSwitch } from '../support/socket-switch.js';

// Mere and Tama, a match from the start (how one is made: match-requests.e2e.test.ts), chat
// through a socket that fails in two ways, then unmatch.
const app = appAndBrowser();

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-long-chat-password',
});
const mere = account('Mere Tester', 'Female', '1995-08-01');
const tama = account('Tama Tester', 'Male', '1993-12-24');

describe('chat and unmatching between people in their own browsers', () => {
  let mereToken: string;
  let tamaToken: string;
  let mereP: Person;
  let tamaP: Person;
  let tamaSocket: SocketSwitch;

  beforeAll(async () => {
    [mereToken, tamaToken] = await Promise.all([
      personWithProfile(
        mere,
        'Kia ora! Sea swims at Mission Bay and a good book after.',
        '#db2777',
      ),
      personWithProfile(
        tama,
        'Kia ora, I am Tama. Weekends are for the Hunua Falls track.',
        '#0ea5e9',
      ),
    ]);
    await likeEachOther(tamaToken, mereToken);
    tamaP = await signedInPerson(app.browser, app.server.origin, tamaToken);
    // Every socket of Tama's browser goes through a switch the socket test turns off and on.
    tamaSocket = await socketSwitch(tamaP.context);
    mereP = await signedInPerson(app.browser, app.server.origin, mereToken);
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
    // The app retries after a random wait of up to a doubling bound, capped at 30 s
    // (apps/web reconnect-delay): after some 15 s down, the next try may be 30 s away.
    await waitForLiveChat(t, QUERY_TIMINGS.retryMaxMs + 10_000);
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
