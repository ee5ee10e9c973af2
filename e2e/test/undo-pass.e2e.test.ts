import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/accessibility.js';
import { type NewAccount, readDeck } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { currentCandidate, exploreCard, pressNext } from '../support/explore.js';
import { filePeople } from '../support/file-people.js';
import { layoutProblems } from '../support/layout-checks.js';
import { signedInPerson } from '../support/signed-in-person.js';

// No demo crowd: Ana's deck holds exactly Ben and Carl, so who comes next is known.
const app = appAndBrowser();

const { account, personWithProfile: withProfile } = filePeople(app, {
  password: 'an-undo-pass-password',
  tag: 'undo',
});
const ana = account('Ana Undo', 'Female', '1994-04-12');
const ben = account('Ben Undo', 'Male', '1992-09-03');
const carl = account('Carl Undo', 'Male', '1990-01-20');

/** Each with a bio in their own name and one photo. */
function personWithProfile(who: NewAccount, colour: string): Promise<string> {
  return withProfile(
    who,
    `Kia ora, I am ${who.fullName.split(' ')[0]}. Sunday swims at Takapuna.`,
    colour,
  );
}

describe('Undo in discovery', () => {
  it('brings back the person just passed, once, and the pass is gone after a reload', async () => {
    const [anaToken] = await Promise.all([
      personWithProfile(ana, '#be185d'),
      personWithProfile(ben, '#1d4ed8'),
      personWithProfile(carl, '#15803d'),
    ]);
    // The three set up at once, so Ana's first deck may be built before Ben or Carl is in the
    // pool; a read older than the test's deck age rebuilds it. Wait until it holds both.
    await expect
      .poll(async () => (await readDeck(app.server.origin, anaToken)).length, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(2);
    const anaP = await signedInPerson(app.browser, app.server.origin, anaToken);
    const a = anaP.page;
    await a.goto('/');
    const first = await currentCandidate(a);
    if (first === null) throw new Error('Ana saw an empty deck at first sight');
    const firstName = first.split(',')[0] ?? '';
    const undo = a.getByRole('button', { name: `Undo pass on ${firstName}`, exact: true });
    expect(await a.getByRole('button', { name: /^Undo pass on / }).count()).toBe(0);

    await pressNext(a);
    const second = await currentCandidate(a);
    expect([first, second].map((name) => name?.split(',')[0]).sort()).toEqual(['Ben', 'Carl']);
    await undo.waitFor();
    expect(await undo.textContent()).toBe('Undo');
    expect(await seriousA11yViolations(a)).toEqual([]);
    expect(await layoutProblems(a)).toEqual([]);

    const undone = a.waitForResponse(
      (response) =>
        response.url().endsWith('/api/matches/undo-pass') && response.request().method() === 'POST',
    );
    await undo.click();
    expect((await undone).status()).toBe(200);
    await exploreCard(a).filter({ hasText: firstName }).waitFor();
    expect(await currentCandidate(a)).toBe(first);
    await undo.waitFor({ state: 'detached' });
    expect(await a.getByRole('button', { name: /^Undo pass on / }).count()).toBe(0);
    // Focus stays on the card, on the button that passed them.
    expect(await a.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)).toBe(
      'Next person',
    );

    // The pass is gone on the server too: a fresh read of the deck shows them (a passed person
    // would be left out), first, and offers no Undo.
    await a.reload();
    expect(await currentCandidate(a)).toBe(first);
    expect(await a.getByRole('button', { name: /^Undo pass on / }).count()).toBe(0);

    expect(anaP.problems).toEqual([]);
    await anaP.context.close();
  });
});
