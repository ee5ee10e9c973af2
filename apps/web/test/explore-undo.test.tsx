import { UNDO_PASS_MESSAGES } from '@starmatch/contracts/undo-pass';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  networkFailure,
  requestKeys,
  type StubAnswer,
  sentBodies,
} from './api-stub';
import { dashboardApi, deferred } from './dashboard-api';
import { CANDIDATES } from './fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

const [RAWIRI] = CANDIDATES as [(typeof CANDIDATES)[0]];
const LIKED = {
  success: true,
  message: 'Match request sent',
  matched: false,
  outcome: 'request_sent',
};
const PASSED = { success: true, message: 'Skipped', matched: false, outcome: 'passed' };
const likeOrPass = (body: unknown) =>
  jsonResponse((body as { isLike: boolean }).isLike ? LIKED : PASSED);
const UNDO = { name: 'Undo pass on Rawiri' };

function card() {
  return screen.getByRole('article');
}

/** The explore tab after a pass on Rawiri, the first candidate: Tom shows. */
async function afterPassingRawiri(undoAnswer: StubAnswer) {
  const fetchMock = dashboardApi({
    'POST /api/matches/like': likeOrPass,
    'POST /api/matches/undo-pass': undoAnswer,
  });
  const { user } = renderApp('/');
  await screen.findByRole('heading', { name: 'Rawiri, 27' });
  expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next person' }));
  await screen.findByRole('heading', { name: 'Tom, 28' });
  return { user, fetchMock };
}

describe('Undo on the explore tab', () => {
  it('brings the passed person back as the current card, once', async () => {
    const { user, fetchMock } = await afterPassingRawiri(
      jsonResponse({ candidate: RAWIRI, requestRestored: false }),
    );
    const undo = await screen.findByRole('button', UNDO);
    expect(undo).toHaveTextContent('Undo');
    expect(undo).toBeEnabled();
    await user.click(undo);

    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/matches/undo-pass')).toEqual([
      { targetUserId: RAWIRI.userId },
    ]);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    // Marked to come back in from the left (styles.css, off under reduced motion).
    expect(card().previousElementSibling).toHaveAttribute('data-card-returning', 'true');
    // Focus does not fall to the page with the button: it lands on the card's pass button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next person' })).toHaveFocus());
    expect(screen.getByText('3 matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Tom, 28' });
    expect(card().previousElementSibling).not.toHaveAttribute('data-card-returning');
    // The requests were not touched, so they are not asked for again.
    expect(
      requestKeys(fetchMock).filter((k) => k === 'GET /api/matches/requests/count'),
    ).toHaveLength(1);
  });

  it('is busy while the undo is under way, with the card buttons held too', async () => {
    const answer = deferred();
    const { user } = await afterPassingRawiri(answer.respond);
    await user.click(await screen.findByRole('button', UNDO));
    const undo = screen.getByRole('button', UNDO);
    expect(undo).toBeDisabled();
    expect(undo).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Next person' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Like Tom' })).toBeDisabled();
    answer.answer(jsonResponse({ candidate: RAWIRI, requestRestored: true }));
    expect(await screen.findByRole('heading', { name: 'Rawiri, 27' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('asks for the requests again when a declined request is waiting once more', async () => {
    const { user, fetchMock } = await afterPassingRawiri(
      jsonResponse({ candidate: RAWIRI, requestRestored: true }),
    );
    await user.click(await screen.findByRole('button', UNDO));
    await screen.findByRole('heading', { name: 'Rawiri, 27' });
    await waitFor(() =>
      expect(
        requestKeys(fetchMock).filter((k) => k === 'GET /api/matches/requests/count'),
      ).toHaveLength(2),
    );
  });

  it("shows the server's reason when it refuses, keeps the card and withdraws Undo", async () => {
    const { user } = await afterPassingRawiri(
      errorResponse(409, UNDO_PASS_MESSAGES.notVisible, 'CONFLICT'),
    );
    await user.click(await screen.findByRole('button', UNDO));
    await expectToast('Undo Failed', UNDO_PASS_MESSAGES.notVisible);
    expect(within(card()).getByRole('heading', { name: 'Tom, 28' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('keeps Undo to try again when the request never reached the server', async () => {
    const { user } = await afterPassingRawiri(() => networkFailure());
    await user.click(await screen.findByRole('button', UNDO));
    await expectToast('Undo Failed', 'Something went wrong. Please try again.');
    expect(screen.getByRole('button', UNDO)).toBeEnabled();
    expect(within(card()).getByRole('heading', { name: 'Tom, 28' })).toBeVisible();
  });

  it('goes after a like, and moves on to the latest pass', async () => {
    const { user } = await afterPassingRawiri(jsonResponse({}));
    await screen.findByRole('button', UNDO);
    await user.click(screen.getByRole('button', { name: 'Next person' }));
    await screen.findByRole('heading', { name: 'Sione, 29' });
    expect(await screen.findByRole('button', { name: 'Undo pass on Tom' })).toBeVisible();
    expect(screen.queryByRole('button', UNDO)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Like Sione' }));
    await expectToast('Match Request Sent!');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
