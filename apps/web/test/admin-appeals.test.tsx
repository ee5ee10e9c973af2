import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { AdminAppeal } from '@starmatch/contracts/appeals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi } from './admin-api';
import { NOW, RESOLVED } from './admin-fixtures';
import { openQueue } from './admin-queue-helpers';
import { errorResponse, sentBodies } from './api-stub';
import { jsonResponse } from './render-app';
import { expectToast } from './toasts';

// The Appeals tab of /admin: open appeals beside the original report's evidence, and the two
// decisions, each asked first (docs/PRODUCT.md "Appeals").

const APPEALS_KEY = 'GET /api/admin/appeals';
const APPEAL: AdminAppeal = {
  id: '7f000000-0000-4000-8000-000000000001',
  status: 'open',
  sanction: 'ban',
  text: 'Those photos are mine, taken by my sister.',
  createdAt: NOW,
  person: { id: RESOLVED.reported.id, fullName: RESOLVED.reported.fullName },
  report: RESOLVED,
  decision: null,
};
const DECIDE_KEY = `POST /api/admin/appeals/${APPEAL.id}`;
const NAME = RESOLVED.reported.fullName;

async function openAppeals(answers: Parameters<typeof adminApi>[0]) {
  const fetchMock = adminApi(answers);
  const view = await openQueue();
  await view.user.click(screen.getByRole('tab', { name: 'Appeals' }));
  return { ...view, fetchMock };
}

describe('the Appeals tab', () => {
  it('shows an open appeal beside the evidence, and upholds it after asking', async () => {
    let decided = false;
    const { user, fetchMock } = await openAppeals({
      [APPEALS_KEY]: () =>
        jsonResponse([
          decided
            ? {
                ...APPEAL,
                status: 'upheld',
                decision: { decidedAt: NOW, moderator: { id: null, fullName: 'Tama' }, note: null },
              }
            : APPEAL,
        ]),
      [DECIDE_KEY]: (body) => {
        decided = true;
        return jsonResponse({
          ...APPEAL,
          status: 'upheld',
          decision: {
            decidedAt: NOW,
            moderator: { id: null, fullName: 'Tama' },
            note: (body as { note?: string }).note ?? null,
          },
        });
      },
    });
    const article = await screen.findByRole('article', { name: `${NAME} appeals their ban` });
    expect(within(article).getByText(APPEAL.text)).toBeVisible();
    expect(within(article).getByRole('heading', { name: 'The original report' })).toBeVisible();
    expect(within(article).getByRole('heading', { name: 'Evidence' })).toBeVisible();

    await user.type(within(article).getByLabelText(/^Note/), ' Photos check out. ');
    await user.click(within(article).getByRole('button', { name: 'Uphold and lift' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Lift ${NAME}'s ban?` });
    await user.click(within(dialog).getByRole('button', { name: 'Lift the ban' }));

    await expectToast('Appeal upheld', `${NAME} can sign in again.`);
    expect(sentBodies(fetchMock, DECIDE_KEY)).toEqual([
      { decision: 'uphold', note: 'Photos check out.' },
    ]);
    expect(await screen.findByText(/Upheld by Tama/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Uphold and lift' })).toBeNull();
  });

  it('says in the server’s words why a moderator may not decide it', async () => {
    const { user } = await openAppeals({
      [APPEALS_KEY]: jsonResponse([APPEAL]),
      [DECIDE_KEY]: errorResponse(409, API_MESSAGES.appealConflictOfInterest, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Reject ${NAME}'s appeal?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the appeal' }));
    expect(await screen.findByText(API_MESSAGES.appealConflictOfInterest)).toBeVisible();
  });

  it('says when there are no appeals', async () => {
    await openAppeals({ [APPEALS_KEY]: jsonResponse([]) });
    expect(
      await screen.findByText(
        'No appeals. When someone appeals a suspension or ban, it shows here.',
      ),
    ).toBeVisible();
  });

  it('offers to try again when the appeals could not be loaded', async () => {
    let up = false;
    const { user } = await openAppeals({
      [APPEALS_KEY]: () => (up ? jsonResponse([]) : errorResponse(503, 'Service unavailable')),
    });
    expect(
      await screen.findByText("We couldn't load the appeals. Please try again.", undefined, {
        timeout: 12_000,
      }),
    ).toBeVisible();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No appeals/)).toBeVisible();
  }, 20_000);
});
