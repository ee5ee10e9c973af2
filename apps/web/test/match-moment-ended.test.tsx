import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeWebSocket, latestSocket, ticketAnswer } from './fake-socket';
import { USER } from './fixtures';
import { matchesApi } from './matches-api';
import { HEMI, MERE_MATCH, REQUESTS } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

/** Opens the matches screen, connects its socket and accepts Mere's request. */
async function acceptMereOnline() {
  const { user } = renderApp('/matches');
  await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
  await waitFor(() => expect(latestSocket()?.url).toMatch(/\/ws\?token=t-1$/));
  await latestSocket().connect(USER.id);
  await user.click(
    within(screen.getByRole('listitem', { name: 'Mere Parata' })).getByRole('button', {
      name: 'Accept',
    }),
  );
}

describe("the 'It's a match!' moment", () => {
  it.each([
    ['unmatched', { success: true, matchId: MERE_MATCH.id }],
    ['match_ended', { success: true, matchId: MERE_MATCH.id }],
    // An answer that does not name the match: the moment knows it from the refreshed list.
    ['unmatched', { success: true }],
  ] as const)(
    "closes the moment its match ends ('%s' on the socket), answer %j",
    async (type, answer) => {
      installFakeWebSocket();
      let state: 'pending' | 'matched' | 'ended' = 'pending';
      matchesApi({
        'POST /api/realtime/ticket': ticketAnswer('t-1'),
        'GET /api/matches/requests': () => jsonResponse(state === 'pending' ? REQUESTS : []),
        'POST /api/matches/respond': () => {
          state = 'matched';
          return jsonResponse(answer);
        },
        'GET /api/matches': () => jsonResponse(state === 'matched' ? [MERE_MATCH] : []),
      });
      await acceptMereOnline();
      const moment = await screen.findByRole('alertdialog', { name: "It's a match!" });
      await waitFor(() =>
        expect(within(moment).getByRole('button', { name: 'Message Mere Parata' })).toBeEnabled(),
      );

      // Mere unmatches (or blocks, or leaves) while the moment is still showing.
      state = 'ended';
      await latestSocket().receive({ type, matchId: MERE_MATCH.id });

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeVisible();
    },
  );

  it('stays open when another match ends', async () => {
    installFakeWebSocket();
    let accepted = false;
    matchesApi({
      'POST /api/realtime/ticket': ticketAnswer('t-1'),
      'POST /api/matches/respond': () => {
        accepted = true;
        return jsonResponse({ success: true, matchId: MERE_MATCH.id });
      },
      'GET /api/matches': () => jsonResponse(accepted ? [MERE_MATCH, HEMI] : [HEMI]),
    });
    await acceptMereOnline();
    const moment = await screen.findByRole('alertdialog', { name: "It's a match!" });
    await latestSocket().receive({ type: 'unmatched', matchId: HEMI.id });

    expect(moment).toBeVisible();
    await waitFor(() =>
      expect(within(moment).getByRole('button', { name: 'Message Mere Parata' })).toBeEnabled(),
    );
  });
});
