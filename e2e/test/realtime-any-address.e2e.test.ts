import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import { waitForLiveChat } from '../support/chat-screen.js';
import { filePeople } from '../support/file-people.js';
import { signedInPerson } from '../support/signed-in-person.js';

// Configured as `pnpm start` is (APP_URL http://localhost:PORT) and opened at 127.0.0.1:PORT,
// the address the server logs and people paste: the gateway must take the page's own origin.
const app = appAndBrowser({}, { appUrlHost: 'localhost' });

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-long-realtime-password',
});
const hine = account('Hine Address', 'Female', '1994-02-11');
const niko = account('Niko Address', 'Male', '1992-10-30');

/** Every frame the gateway sent to the page, parsed; listen before the page opens a socket. */
function framesReceived(page: Page): Array<Record<string, unknown>> {
  const frames: Array<Record<string, unknown>> = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      frames.push(JSON.parse(String(payload)) as Record<string, unknown>);
    });
  });
  return frames;
}

/** Console warnings, where the app says why live updates are off. */
function warnings(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') said.push(message.text());
  });
  return said;
}

async function openChatWith(page: Page, name: string) {
  await page.goto('/matches');
  await page.getByRole('listitem', { name }).getByRole('button').first().click();
  await page.waitForURL('**/chat');
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('real-time chat at an address other than APP_URL', () => {
  it('two people chat in real time with the page opened at http://127.0.0.1:PORT', async () => {
    const { origin, appUrl } = app.server;
    const { port } = new URL(origin);
    expect(origin).toBe(`http://127.0.0.1:${port}`);
    expect(appUrl).toBe(`http://localhost:${port}`);

    const [hineToken, nikoToken] = await Promise.all([
      personWithProfile(hine, 'Kia ora! Kayaking on the Waitematā most mornings.', '#be185d'),
      personWithProfile(niko, 'Kia ora! Bread baker in Grey Lynn, always up early.', '#0369a1'),
    ]);
    await likeEachOther(nikoToken, hineToken);

    const hineP = await signedInPerson(app.browser, origin, hineToken);
    const nikoP = await signedInPerson(app.browser, origin, nikoToken);
    const h = hineP.page;
    const n = nikoP.page;
    const toHine = framesReceived(h);
    const hineWarnings = warnings(h);
    const nikoWarnings = warnings(n);
    await openChatWith(h, niko.fullName);
    await openChatWith(n, hine.fullName);
    // The header is live only after the gateway's 'connected' frame: both sockets were accepted.
    await waitForLiveChat(h);
    await waitForLiveChat(n);

    // Typing travels only over the socket (no call and no poll carries it).
    const box = n.getByRole('textbox', { name: 'Message' });
    await box.pressSequentially('Kia ora Hine');
    await h.getByText(`${niko.fullName} is typing...`, { exact: true }).waitFor();
    await box.press('Enter');
    await h
      .getByRole('list', { name: 'Messages' })
      .getByText('Kia ora Hine', { exact: true })
      .waitFor();
    // And the message came to her as a pushed frame, not only by the 3 s poll.
    await expect
      .poll(() =>
        toHine.some(
          (frame) =>
            frame.type === 'new_message' &&
            (frame.message as { content?: string }).content === 'Kia ora Hine',
        ),
      )
      .toBe(true);
    expect(toHine.filter((frame) => frame.type === 'typing').length).toBeGreaterThan(0);

    expect(await h.getByText('Live updates unavailable').count()).toBe(0);
    expect(hineWarnings.filter((text) => text.startsWith('Live updates are off'))).toEqual([]);
    expect(nikoWarnings.filter((text) => text.startsWith('Live updates are off'))).toEqual([]);
    expect(hineP.problems).toEqual([]);
    expect(nikoP.problems).toEqual([]);
  });
});
