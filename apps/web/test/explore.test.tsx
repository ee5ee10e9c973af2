import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies } from './api-stub';
import { card, LIKED, openExplore, PASSED, RAWIRI, SIONE, TOM } from './explore-helpers';
import { advance, fakeTimeouts, settleUntil } from './fake-time';
import { candidate } from './fixtures';
import { jsonResponse } from './render-app';
import { expectToast, expectToastNow } from './toasts';

describe('explore tab', () => {
  it('shows the title, the count and the first candidate in full', async () => {
    await openExplore();
    expect(screen.getByText('Find your perfect match nearby')).toBeVisible();
    expect(await screen.findByText('3 matches')).toBeVisible();

    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(within(card()).getByText('Sagittarius')).toHaveTextContent('♐Sagittarius');
    expect(within(card()).getByText('North Shore, Auckland')).toBeVisible();
    expect(within(card()).getByText('Rawiri loves tramping and flat whites.')).toBeVisible();
    expect(within(card()).getByRole('img', { name: 'Rawiri (1 of 3)' })).toHaveAttribute(
      'src',
      RAWIRI.photos[0],
    );
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    const badge = within(card()).getByText('Excellent match!').closest('p');
    expect(badge).toHaveTextContent('96%Excellent match!');
    expect(screen.getByRole('button', { name: 'Like Rawiri' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next person' })).toBeEnabled();
    // Apart from the carousel's own arrow, which used to share the name 'Next'.
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeEnabled();
  });

  it.each([
    [96, 'Excellent match!', 'bg-emerald-400', 'green'],
    [82, 'Great compatibility', 'bg-sky-400', 'blue'],
    [61, 'Good potential', 'bg-yellow-300', 'yellow'],
    [30, 'Some challenges', 'bg-orange-400', 'orange'],
    [10, 'Different energies', 'bg-orange-400', 'orange'],
  ])('labels a score of %i %s on %s', async (score, label, colourClass, colour) => {
    await openExplore({
      'GET /api/matches/potential': jsonResponse([
        candidate({ n: 4, firstName: 'Mere', lastName: 'Parata', score }),
      ]),
    });
    const badge = (await screen.findByText(label)).closest('p');
    expect(badge).toHaveClass(colourClass);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveTextContent(`${score}%${label}`);
    expect(screen.getByText('1 match')).toBeVisible();
  });

  it('steps through the photos in both directions, wrapping around', async () => {
    const { user } = await openExplore();
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(card()).getByText('2 / 3')).toBeVisible();
    expect(within(card()).getByRole('img')).toHaveAttribute('src', RAWIRI.photos[1]);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(within(card()).getByText('3 / 3')).toBeVisible();
    expect(within(card()).getByRole('img')).toHaveAttribute('src', RAWIRI.photos[2]);
  });

  it('shows the placeholder for a missing photo and for one that fails to load', async () => {
    const { user } = await openExplore({
      'GET /api/matches/potential': jsonResponse([
        candidate({ n: 5, firstName: 'Hana', lastName: 'Kereama', score: 70, photos: [] }),
        TOM,
      ]),
      'POST /api/matches/like': jsonResponse(PASSED),
    });
    const missing = await screen.findByRole('img', { name: 'Hana has not added a photo' });
    expect(missing.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.queryByText(/ \/ /)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next person' }));
    const broken = await screen.findByRole('img', { name: 'Tom (1 of 3)' });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it("likes: sends the request, shows 'Match Request Sent!' for 3 s and moves on", async () => {
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': jsonResponse(LIKED),
    });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    // The toast's 3 s are stepped through on a fake clock from the click that starts them.
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: /^Like / }));

    await settleUntil(() =>
      expectToastNow('Match Request Sent!', "We'll let you know if Rawiri likes you back."),
    );
    expect(sentBodies(fetchMock, 'POST /api/matches/like')).toEqual([
      { targetUserId: RAWIRI.userId, isLike: true },
    ]);
    expect(within(card()).getByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(within(card()).getByText('1 / 3')).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();

    await advance(2500);
    expect(screen.getByText('Match Request Sent!')).toBeVisible();
    await advance(1000);
    await settleUntil(() => expect(screen.queryByText('Match Request Sent!')).toBeNull());
  });

  it('never shows a liked candidate again and is caught up after the last one', async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': jsonResponse(LIKED) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Tom, 28' });
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Sione, 29' });
    await user.click(screen.getByRole('button', { name: /^Like / }));
    // Sione was last, so the list wraps to the first.
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Like / }));
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Like / }));

    expect(await screen.findByRole('heading', { name: "You're all caught up!" })).toBeVisible();
    expect(screen.getByText('0 matches')).toBeVisible();
  });

  it('passes on Next, moves on when the server agrees, and wraps at the end', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': jsonResponse(PASSED),
    });
    await screen.findByRole('article');
    for (const name of ['Tom, 28', 'Sione, 29', 'Rawiri, 27']) {
      await user.click(screen.getByRole('button', { name: 'Next person' }));
      expect(await screen.findByRole('heading', { name })).toBeVisible();
    }
    expect(sentBodies(fetchMock, 'POST /api/matches/like')).toEqual(
      [RAWIRI, TOM, SIONE].map((c) => ({ targetUserId: c.userId, isLike: false })),
    );
    expect(screen.getByText('3 matches')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toHaveTextContent(/./);
  });

  it('likes someone passed earlier once the deck wraps, and then never shows them again', async () => {
    const { user, fetchMock } = await openExplore({
      'POST /api/matches/like': (body) =>
        jsonResponse((body as { isLike: boolean }).isLike ? LIKED : PASSED),
    });
    await screen.findByRole('article');
    for (const name of ['Tom, 28', 'Sione, 29', 'Rawiri, 27']) {
      await user.click(screen.getByRole('button', { name: 'Next person' }));
      expect(await screen.findByRole('heading', { name })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: /^Like / }));
    await expectToast('Match Request Sent!', "We'll let you know if Rawiri likes you back.");
    expect(sentBodies(fetchMock, 'POST /api/matches/like').at(-1)).toEqual({
      targetUserId: RAWIRI.userId,
      isLike: true,
    });
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(screen.getByText('2 matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Sione, 29' });
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    expect(await screen.findByRole('heading', { name: 'Tom, 28' })).toBeVisible();
  });

  it("shows the server's words, not 'Match Request Sent!', when a like sent no request", async () => {
    const { user } = await openExplore({ 'POST /api/matches/like': jsonResponse(PASSED) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /^Like / }));
    expect(await screen.findByText('Skipped')).toBeVisible();
    expect(screen.queryByText('Match Request Sent!')).toBeNull();
    expect(within(card()).getByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.getByText('3 matches')).toBeVisible();
  });
});
