import { describe, expect, it } from 'vitest';
import { type NewAccount, pendingRequests } from '../support/api-account.js';
import { appAndBrowser } from '../support/app-and-browser.js';
import { currentCandidate, exploreCard, pressNext } from '../support/explore.js';
import { filePeople } from '../support/file-people.js';
import { waitForNotification } from '../support/notification.js';
import { signedInPerson } from '../support/signed-in-person.js';

// No demo crowd: Ana's deck holds exactly Ben and Carl, so its wrap-around is known.
const app = appAndBrowser();

const { account, personWithProfile: withProfile } = filePeople(app, {
  password: 'a-second-chance-password',
  tag: 'second',
});
const ana = account('Ana Second', 'Female', '1994-04-12');
const ben = account('Ben Second', 'Male', '1992-09-03');
const carl = account('Carl Second', 'Male', '1990-01-20');

/** Each with a bio in their own name and one photo. */
function personWithProfile(who: NewAccount, colour: string): Promise<string> {
  const firstName = who.fullName.split(' ')[0];
  return withProfile(who, `Kia ora, I am ${firstName}. Long walks on Muriwai beach.`, colour);
}

describe('a second chance in discovery', () => {
  it('passes someone, wraps round to them, likes them, and they get the request at once', async () => {
    const [anaToken, benToken, carlToken] = await Promise.all([
      personWithProfile(ana, '#be185d'),
      personWithProfile(ben, '#1d4ed8'),
      personWithProfile(carl, '#15803d'),
    ]);
    const tokenOf: Record<string, string> = { Ben: benToken, Carl: carlToken };

    const anaP = await signedInPerson(app.browser, app.server.origin, anaToken);
    const a = anaP.page;
    await a.goto('/');
    const first = await currentCandidate(a);
    if (first === null) throw new Error('Ana saw an empty deck at first sight');
    await pressNext(a);
    const second = await currentCandidate(a);
    expect([first, second].map((name) => name?.split(',')[0]).sort()).toEqual(['Ben', 'Carl']);
    // Both passed: the deck wraps round to the first one, as docs/PRODUCT.md "Likes and match requests" says.
    await pressNext(a);
    expect(await currentCandidate(a)).toBe(first);

    // The passed person's side, open on their matches before the like arrives.
    const firstName = first.split(',')[0] ?? '';
    const otherP = await signedInPerson(app.browser, app.server.origin, tokenOf[firstName] ?? '');
    const o = otherP.page;
    await o.goto('/matches');
    await o.getByRole('heading', { name: 'No matches yet' }).waitFor();

    await exploreCard(a)
      .getByRole('button', { name: `Like ${firstName}`, exact: true })
      .click();
    await waitForNotification(
      a,
      'Match Request Sent!',
      `We'll let you know if ${firstName} likes you back.`,
    );
    // The liked person never comes back round: only the other one is left, however often Next.
    await exploreCard(a)
      .filter({ hasText: second ?? '' })
      .waitFor();
    expect(await currentCandidate(a)).toBe(second);
    await pressNext(a);
    expect(await currentCandidate(a)).toBe(second);

    // The request reaches the other side without a reload, and it is a real one.
    await o.getByRole('heading', { name: 'Pending Requests (1)' }).waitFor();
    await o.getByRole('listitem', { name: ana.fullName }).waitFor();
    const requests = await pendingRequests(app.server.origin, tokenOf[firstName] ?? '');
    expect(requests.map((request) => request.requestUser.fullName)).toEqual([ana.fullName]);

    expect(anaP.problems).toEqual([]);
    expect(otherP.problems).toEqual([]);
    await anaP.context.close();
    await otherP.context.close();
  });
});
