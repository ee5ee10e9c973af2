import { describe, expect, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import {
  chatStatus,
  messageWith,
  openChatWith,
  waitForLiveChat,
  writeMessage,
} from '../support/chat-screen.js';
import { filePeople } from '../support/file-people.js';
import { signedInPerson } from '../support/signed-in-person.js';

// docs/ARCHITECTURE.md "Read receipts and presence": 'Seen' under the sender's last message
// once the other person has read it, and the other person's 'Online' / 'Active …' in the
// chat header, both live over the socket (in the distributed run, across gateway processes).
const app = appAndBrowser();

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'a-long-receipts-password',
  tag: 'seen',
});
const ana = account('Ana Receipts', 'Female', '1994-04-14');
const ben = account('Ben Receipts', 'Male', '1992-09-09');

describe('read receipts and presence between two people in their own browsers', () => {
  it("shows Ben 'Seen' when Ana reads his message, 'Online' while her chat is open and 'Active …' after she leaves, without a reload", async () => {
    const { origin } = app.server;
    const [anaToken, benToken] = await Promise.all([
      personWithProfile(ana, 'Kia ora! Sea swims at Takapuna all year round.', '#9d174d'),
      personWithProfile(ben, 'Kia ora! Climbing at the gym in Mt Eden after work.', '#075985'),
    ]);
    await likeEachOther(benToken, anaToken);

    const benP = await signedInPerson(app.browser, origin, benToken);
    const b = benP.page;
    let benLoads = 0;
    b.on('load', () => {
      benLoads += 1;
    });
    await openChatWith(b, ana.fullName);
    const loadsAtStart = benLoads;
    // Ana has never had Starmatch open: nothing is said about her.
    expect(await chatStatus(b).textContent()).toBe('');

    await writeMessage(b, 'Kia ora Ana, keen for a swim on Saturday?');
    const first = messageWith(b, 'Kia ora Ana, keen for a swim on Saturday?');
    await first.locator('time').waitFor();
    expect(await first.getByText('Seen', { exact: true }).count()).toBe(0);

    // Ana opens the chat: her socket opens (Ben hears she is online) and she reads his message
    // (Ben hears it was read).
    const anaP = await signedInPerson(app.browser, origin, anaToken);
    const a = anaP.page;
    await openChatWith(a, ben.fullName);
    await messageWith(a, 'Kia ora Ana, keen for a swim on Saturday?').waitFor();
    await chatStatus(b)
      .filter({ hasText: /^Online$/ })
      .waitFor();
    await first.getByText('Seen', { exact: true }).waitFor();
    // Ben is online to her too.
    await chatStatus(a)
      .filter({ hasText: /^Online$/ })
      .waitFor();
    await benP.screenshot('chat-seen');

    // A new message is unread: 'Seen' goes. Ana has the chat open, so it is read at once and
    // 'Seen' comes back under the new one, and only there.
    await writeMessage(b, 'I can bring the flask of tea');
    const second = messageWith(b, 'I can bring the flask of tea');
    await messageWith(a, 'I can bring the flask of tea').waitFor();
    await second.getByText('Seen', { exact: true }).waitFor();
    expect(await b.getByText('Seen', { exact: true }).count()).toBe(1);
    expect(await first.getByText('Seen', { exact: true }).count()).toBe(0);

    // Ana leaves (her page closes): Ben sees when she was last active.
    await anaP.context.close();
    await chatStatus(b)
      .filter({ hasText: /^Active \d+m ago$/ })
      .waitFor();
    expect(await chatStatus(b).textContent()).toBe('Active 1m ago');
    await benP.screenshot('chat-active');
    // All of it arrived live: Ben's page never reloaded, and his own socket stayed up.
    expect(benLoads).toBe(loadsAtStart);
    await waitForLiveChat(b);
    expect(benP.problems).toEqual([]);
    expect(anaP.problems).toEqual([]);
  });
});
