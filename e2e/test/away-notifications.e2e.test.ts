import { describe, expect, it } from 'vitest';
import {
  apiCall,
  blockUser,
  currentUserId,
  matchesOf,
  sendChatMessage,
  signIn,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';
import { openChatWith, writeMessage } from '../support/chat-screen.js';
import { filePeople } from '../support/file-people.js';
import { grantModerator } from '../support/moderator.js';
import { linkIn, type OutboxEmail, readOutbox, waitForEmail } from '../support/outbox.js';
import { signedInPerson } from '../support/signed-in-person.js';

// Nikau is away: Aroha's three messages reach him as one email once unread for the delay (here
// 6 s instead of 15 minutes, requests and matches gathered for 1 s, and no quiet hours, so the
// suite runs at any hour). Read in time, from someone he blocked, or from someone banned before
// the email was due, they reach him not at all (docs/PRODUCT.md "Notifications").
const app = appAndBrowser({
  NOTIFY_MESSAGE_EMAIL_DELAY_MS: '6000',
  NOTIFY_COALESCE_MS: '1000',
  NOTIFY_QUIET_HOURS: 'off',
  NOTIFY_SEND_INTERVAL_MS: '200',
});

const { account, personWithProfile, likeEachOther } = filePeople(app, {
  password: 'an-away-notifications-password',
});
const nikau = account('Nikau Tester', 'Male', '1993-12-24');
const aroha = account('Aroha Tester', 'Female', '1995-08-01');
const mere = account('Mere Tester', 'Female', '1994-03-12');
const hana = account('Hana Tester', 'Female', '1996-06-30');
const tui = account('Tui Tester', 'Female', '1992-10-05');
const kiri = account('Kiri Tester', 'Female', '1997-01-20');
const rawiri = account('Rawiri Tester', 'Male', '1991-07-14');
const hine = account('Hine Moderator', 'Female', '1988-11-02');

async function matchWith(token: string, name: string) {
  const match = (await matchesOf(app.server.origin, token)).find(
    (found) => found.otherUser.fullName === name,
  );
  if (!match) throw new Error(`no match with ${name}`);
  return match;
}

const toNikau = (subject: RegExp) => (email: OutboxEmail) =>
  email.to === nikau.email && subject.test(email.subject);

describe('notifications of someone away', () => {
  it('email Nikau once about three messages, naming Aroha and saying nothing of them', async () => {
    const [nikauToken, arohaToken] = await Promise.all([
      personWithProfile(nikau, 'Kia ora, I am Nikau.', '#0ea5e9'),
      personWithProfile(aroha, 'Kia ora! Sea swims at Mission Bay.', '#db2777'),
    ]);
    await likeEachOther(arohaToken, nikauToken);
    // Nikau had Starmatch open, and closed it.
    const nikauP = await signedInPerson(app.browser, app.server.origin, nikauToken);
    await nikauP.page.goto('/matches');
    await nikauP.page
      .getByRole('heading', { name: /Your Matches/ })
      .first()
      .waitFor();
    await nikauP.context.close();

    const arohaP = await signedInPerson(app.browser, app.server.origin, arohaToken);
    await openChatWith(arohaP.page, nikau.fullName);
    const texts = ['Morena!', 'How was the hike?', 'Coffee on Saturday?'];
    for (const text of texts) await writeMessage(arohaP.page, text);

    const email = await waitForEmail(app.server.dataDir, nikau.email, /Aroha/, 1, 30_000);
    const { id: matchId } = await matchWith(nikauToken, aroha.fullName);
    expect(email.subject).toBe('Aroha sent you 3 messages');
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(email.text).toContain(`/chat?match=${matchId}`);
    for (const text of texts) {
      expect(email.text).not.toContain(text);
      expect(email.html).not.toContain(text);
    }
    expect((await readOutbox(app.server.dataDir)).filter(toNikau(/Aroha/))).toHaveLength(1);
    // Aroha asked first: she hears of the match; Nikau's request was answered by his like, so
    // nobody emails him about it.
    const matched = await waitForEmail(app.server.dataDir, aroha.email, /matched/);
    expect(matched.subject).toBe('You and Nikau matched');
    expect((await readOutbox(app.server.dataDir)).filter(toNikau(/liked you/))).toEqual([]);

    // The email's button opens the chat with Aroha.
    const back = await signedInPerson(app.browser, app.server.origin, nikauToken);
    await back.page.goto(
      new URL(linkIn(email, '/chat')).pathname + new URL(linkIn(email, '/chat')).search,
    );
    await back.page.getByRole('heading', { name: aroha.fullName, level: 1 }).waitFor();
    await back.context.close();

    // The header's one-click POST (RFC 8058), as a mail provider sends it.
    const oneClick = /^<(.+)>$/.exec(email.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const response = await fetch(oneClick.replace(/^http:\/\/[^/]+/, app.server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'messages', channel: 'email', enabled: false });

    // The footer's link, opened signed out, says message emails are off and undoes it: they
    // are on again for the test below.
    const visitor = await newPerson(app.browser, app.server.origin);
    const footer = new URL(linkIn(email, '/unsubscribe'));
    await visitor.page.goto(footer.pathname + footer.search);
    await visitor.page.getByRole('heading', { name: "You're unsubscribed", level: 1 }).waitFor();
    await visitor.page.getByText("You won't get emails about new messages any more.").waitFor();
    await visitor.screenshot('unsubscribed');
    await visitor.page.getByRole('button', { name: 'Undo' }).click();
    await visitor.page.getByText('Emails about new messages are back on.').waitFor();
    await visitor.context.close();
  });

  it('send nothing about messages Nikau read in time, from someone he blocked, or from someone banned', async () => {
    // Everyone is made before the ban: every test photo is a disc on a flat colour, which a
    // perceptual hash takes for the banned person's photo, so a later upload would be held.
    const [nikauToken, mereToken, hanaToken, tuiToken, kiriToken, rawiriToken, hineToken] =
      await Promise.all([
        signIn(app.server.origin, nikau.email, nikau.password),
        personWithProfile(mere, 'Kia ora! Tramping most weekends.', '#65a30d'),
        personWithProfile(hana, 'Kia ora! Books and flat whites.', '#f59e0b'),
        personWithProfile(tui, 'Kia ora! Surfing at Piha.', '#7c3aed'),
        personWithProfile(kiri, 'Kia ora! Waka ama at dawn.', '#dc2626'),
        personWithProfile(rawiri, 'Kia ora! Fishing off the rocks.', '#0891b2'),
        personWithProfile(hine, 'Keeping Starmatch kind.', '#4f46e5'),
      ]);
    for (const token of [mereToken, hanaToken, tuiToken, kiriToken]) {
      await likeEachOther(token, nikauToken);
    }
    const [, kiriId] = await likeEachOther(rawiriToken, kiriToken);
    await grantModerator(app.server, hine.email);
    const nikauId = await currentUserId(app.server.origin, nikauToken);
    const message = async (token: string, name: string, content: string) => {
      const { id: matchId } = await matchWith(nikauToken, name);
      await sendChatMessage(app.server.origin, token, { matchId, receiverId: nikauId, content });
    };

    await message(mereToken, mere.fullName, 'Are you around?');
    await message(hanaToken, hana.fullName, 'Hey you');
    const hanaId = await currentUserId(app.server.origin, hanaToken);
    await blockUser(app.server.origin, nikauToken, hanaId);
    const nikauP = await signedInPerson(app.browser, app.server.origin, nikauToken);
    await openChatWith(nikauP.page, mere.fullName);
    await nikauP.page.getByText('Are you around?').waitFor();
    await nikauP.context.close();

    // Kiri writes to Nikau and, before her message's email is due, is banned on Rawiri's report.
    await message(kiriToken, kiri.fullName, 'Are you free tonight?');
    const filed = await apiCall(app.server.origin, '/api/reports', {
      method: 'POST',
      token: rawiriToken,
      body: { userId: kiriId, category: 'fake_or_scam', details: 'Asked me for money.' },
    });
    expect(filed.status).toBe(201);
    const { id: reportId } = filed.body as { id: string };
    const banned = await apiCall(app.server.origin, `/api/admin/reports/${reportId}/resolve`, {
      method: 'POST',
      token: hineToken,
      body: { action: 'ban' },
    });
    expect(banned.status).toBe(200);

    // Tui's message falls due after the others: once its email is here, theirs were judged.
    await message(tuiToken, tui.fullName, 'Hi Nikau');
    await waitForEmail(app.server.dataDir, nikau.email, /^Tui sent you a message$/, 1, 30_000);
    const outbox = await readOutbox(app.server.dataDir);
    expect(outbox.filter(toNikau(/^(Mere|Hana|Kiri)/))).toEqual([]);
  });
});
