import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardApi } from './dashboard-api';
import { CANDIDATES, candidate } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

const [RAWIRI] = CANDIDATES as [(typeof CANDIDATES)[0]];
const PASSED = { success: true, message: 'Skipped', matched: false, outcome: 'passed' };
const JUST_FOR_FUN =
  'Just for fun: the stars are a map, not a prediction. Get to know each other to find out.';

async function openExplore(overrides: Parameters<typeof dashboardApi>[0] = {}) {
  dashboardApi(overrides);
  const view = renderApp('/');
  await screen.findByRole('heading', { name: 'Discover' });
  await screen.findByRole('article', { name: 'Rawiri, 27' });
  return view;
}

/** Each factor as the sheet lists it: its title and detail, its points, and its reason. */
function factorTexts(sheet: HTMLElement): string[] {
  const list = within(sheet).getByRole('list', { name: 'What goes into your score' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('why two people match, on the explore card', () => {
  it('shows the headline under the badge', async () => {
    await openExplore();
    const card = screen.getByRole('article', { name: 'Rawiri, 27' });

    const headline = within(card).getByText('You and Rawiri bring out the best in each other.');
    expect(headline).toBeVisible();
    const badge = within(card).getByText('Excellent match!').closest('p');
    expect(badge).toHaveTextContent('96%Excellent match!');
    // Under the badge: the badge's row comes first, the headline next, the bio after it.
    expect(badge?.compareDocumentPosition(headline)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const bio = within(card).getByText('Rawiri loves tramping and flat whites.');
    expect(headline.compareDocumentPosition(bio)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(card).getByRole('button', { name: 'Why you match' })).toBeEnabled();
  });

  it("opens 'Why you match' with the score, each factor's signed points and the note", async () => {
    const { user } = await openExplore({
      'GET /api/matches/potential': jsonResponse([
        { ...RAWIRI },
        candidate({ n: 2, firstName: 'Tom', lastName: 'Walker', score: 40, sign: 'cancer' }),
      ]),
      'POST /api/matches/like': jsonResponse(PASSED),
    });
    const button = screen.getByRole('button', { name: 'Why you match' });
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Why you match' });
    expect(sheet).toHaveAccessibleDescription('You and Rawiri');
    expect(within(sheet).getByText('Excellent match!').closest('p')).toHaveTextContent(
      '96%Excellent match!',
    );
    expect(
      within(sheet).getByText('You and Rawiri bring out the best in each other.'),
    ).toBeVisible();
    expect(factorTexts(sheet)).toEqual([
      'Fire and firetrine+72 pointsAries and Sagittarius keep each other moving.',
      'Ages that fit+12 pointsYou each sit inside the age range the other is after.',
      'Close by+8 pointsYou are both looking around Auckland, so a first date is easy to plan.',
      'Full profiles+4 pointsYou both have photos and a bio to start a conversation from.',
    ]);
    expect(within(sheet).getByText(JUST_FOR_FUN)).toBeVisible();
    // The close button takes the focus, so a keyboard or reader starts at the top.
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();

    // The next card's sheet has its own reasons, with a minus for what takes away.
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('article', { name: 'Tom, 28' });
    await user.click(screen.getByRole('button', { name: 'Why you match' }));
    const tomSheet = await screen.findByRole('dialog', { name: 'Why you match' });
    expect(tomSheet).toHaveAccessibleDescription('You and Tom');
    expect(within(tomSheet).getByText('Some challenges').closest('p')).toHaveTextContent(
      '40%Some challenges',
    );
    expect(factorTexts(tomSheet)[1]).toBe(
      'A stretch on age−6 pointsOne of you is a little outside the age range the other is after.',
    );
    await user.click(within(tomSheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Why you match' })).toHaveFocus();
  });
});
