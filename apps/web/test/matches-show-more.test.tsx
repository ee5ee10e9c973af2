import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

vi.mock('@/lib/browser-location', () => ({ reloadTo: vi.fn(), reloadPage: vi.fn() }));

/** A page of a list, with the header the api sets when another page follows. */
function page(rows: unknown[], nextCursor?: string): Response {
  return jsonResponse(rows, {
    headers: {
      'Content-Type': 'application/json',
      ...(nextCursor ? { 'x-next-cursor': nextCursor } : {}),
    },
  });
}

const [MERE, SAM] = REQUESTS;

describe('the matches screen pages its lists', () => {
  it("loads the next page of matches on 'Show more', and the button goes with the last page", async () => {
    const fetchMock = matchesApi({
      'GET /api/matches': page([HEMI], 'page-2'),
      'GET /api/matches?cursor=page-2': page([KIRI]),
    });
    renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Your Matches (1)' });
    expect(screen.queryByRole('listitem', { name: 'Kiri Brown' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more: Your Matches' }));
    await screen.findByRole('heading', { level: 2, name: 'Your Matches (2)' });
    expect(screen.getByRole('listitem', { name: 'Hemi Walker' })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Kiri Brown' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more: Your Matches' })).toBeNull();
    expect(requestKeys(fetchMock).filter((key) => key.startsWith('GET /api/matches?'))).toEqual([
      'GET /api/matches?cursor=page-2',
    ]);
  });

  it('says a failed page failed, keeps what is shown, and tries again from the button', async () => {
    let secondPage: Response = errorResponse(500, 'Internal Server Error');
    matchesApi({
      'GET /api/matches/requests': page([MERE], 'requests-2'),
      'GET /api/matches/requests?cursor=requests-2': () => secondPage.clone(),
    });
    renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (1)' });
    const more = screen.getByRole('button', { name: 'Show more: Pending Requests' });

    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load more. Please try again.',
    );
    expect(screen.getByRole('listitem', { name: 'Mere Parata' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Matches (2)' })).toBeVisible();

    secondPage = page([SAM]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more: Pending Requests' }));
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
    const sam = screen.getByRole('listitem', { name: 'Sam Lee' });
    expect(within(sam).getByText('No bio available')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
