import { describe, expect, it } from 'vitest';
import {
  currentUserId,
  likeUser,
  type NewAccount,
  readDeck,
  verifiedAccountWithProfile,
} from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { waitForLiveChat } from '../support/chat-screen.js';
import { isFocused, tabTo } from '../support/keyboard.js';
import { notificationTitled, waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { testPhoto } from '../support/test-photo.js';

const app = appAndBrowser();

const stamp = Date.now();
const hana: NewAccount = {
  email: `hana.${stamp}@example.nz`,
  password: 'tab-tab-enter-please',
  fullName: 'Hana Keys',
  dateOfBirth: '1997-02-10',
  gender: 'Female',
};
const manaia: NewAccount = {
  email: `manaia.${stamp}@example.nz`,
  password: 'tab-tab-enter-please',
  fullName: 'Manaia Keys',
  dateOfBirth: '1994-09-03',
  gender: 'Male',
};

async function withProfile(who: NewAccount, colour: string): Promise<string> {
  return verifiedAccountWithProfile(app.server.origin, app.server.dataDir, who, {
    bio: `Kia ora, I'm ${who.fullName.split(' ')[0]}. Happiest on a bike along Tamaki Drive.`,
    location: 'Auckland, Auckland',
    photos: [await testPhoto(colour)],
  });
}

describe('the journey with the keyboard only', () => {
  it('likes, opens matches and a chat, sends a message and opens and escapes the unmatch dialog', async () => {
    const [hanaToken, manaiaToken] = await Promise.all([
      withProfile(hana, '#9333ea'),
      withProfile(manaia, '#0891b2'),
    ]);
    const manaiaId = await currentUserId(app.server.origin, manaiaToken);
    // The worker builds Hana's deck after her profile is saved; start once Manaia is in it.
    await expect
      .poll(async () => (await readDeck(app.server.origin, hanaToken)).map((c) => c.userId), {
        timeout: 10_000,
        interval: 300,
      })
      .toContain(manaiaId);

    const person = await signedInPerson(app.browser, app.server.origin, hanaToken);
    const { page } = person;
    await page.goto('/');
    await page.getByRole('article', { name: /^Manaia, / }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Like Manaia', exact: true }));
    await page.keyboard.press('Enter');
    await waitForNotification(page, 'Match Request Sent!');
    // docs/PRODUCT.md "Toasts": the match toast shows for 3 seconds, then goes by itself.
    await notificationTitled(page, 'Match Request Sent!').waitFor({
      state: 'detached',
      timeout: 6_000,
    });
    // He likes her back: that is the match.
    await likeUser(
      app.server.origin,
      manaiaToken,
      await currentUserId(app.server.origin, hanaToken),
    );

    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Matches/ }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/matches');
    const row = page.getByRole('listitem', { name: manaia.fullName });
    await tabTo(page, row.getByRole('button').first());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/chat');

    await waitForLiveChat(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Enter');
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText('Typed without a mouse', { exact: true })
      .waitFor();

    await tabTo(page, page.getByRole('link', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/matches');
    const menu = page.getByRole('button', { name: `More options for ${manaia.fullName}` });
    await tabTo(page, menu);
    await page.keyboard.press('Space');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    // The menu puts the focus on its first item, Unmatch; Tab would close it.
    const unmatch = page.getByRole('menuitem', { name: 'Unmatch', exact: true });
    await unmatch.waitFor();
    expect(await isFocused(unmatch)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Unmatch with ${manaia.fullName}?` });
    await dialog.waitFor();
    // Focus moves into the dialog, on the safe choice.
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Your Matches (1)' }).waitFor();
    await row.waitFor();

    expect(person.problems).toEqual([]);
  });
});
