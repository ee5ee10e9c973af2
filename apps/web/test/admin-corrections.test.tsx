import type { AdminCorrection } from '@starmatch/contracts/corrections';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin-api';
import { NOW } from './admin-fixtures';
import { openQueue } from './admin-queue-helpers';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { jsonResponse } from './render-app';

// The moderators' Corrections tab: each open request beside the account's details, approved
// (after a confirmation) or declined, with a note for the audit log.

const LIST_KEY = 'GET /api/admin/corrections';
const ID = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b';
const REQUEST: AdminCorrection = {
  id: ID,
  status: 'open',
  person: { id: '5f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f', fullName: 'Aroha Ngata' },
  current: { fullName: 'Aroha Ngata', dateOfBirth: '1996-03-15', gender: 'Female' },
  requested: { fullName: 'Aroha Ngata-Smith', dateOfBirth: '1995-08-01', gender: null },
  reason: 'I married, and I typed the wrong date.',
  createdAt: '2025-06-01T09:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

async function openCorrections() {
  const view = await openQueue();
  await view.user.click(screen.getByRole('tab', { name: 'Corrections' }));
  return view;
}

describe('the corrections tab', () => {
  it('shows each request beside the details the account holds, and approves it after asking', async () => {
    let open = [REQUEST];
    const fetchMock = adminApi({
      [LIST_KEY]: () => jsonResponse(open),
      [`POST /api/admin/corrections/${ID}/decide`]: () => {
        open = [];
        return jsonResponse({ ...REQUEST, status: 'approved' });
      },
    });
    const { user } = await openCorrections();
    const card = within(await screen.findByRole('article', { name: 'Aroha Ngata' }));
    const rows = card
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Detail', 'Now', 'Asked for'],
      ['Name', 'Aroha Ngata', 'Aroha Ngata-Smith'],
      ['Date of birth', '15 March 1996', '1 August 1995'],
    ]);
    expect(card.getByText('I married, and I typed the wrong date.')).toBeVisible();
    await user.type(card.getByLabelText('Note (optional)'), 'Saw the certificate.');
    await user.click(card.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText("Change Aroha Ngata's details?")).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('No correction requests are waiting.')).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/admin/corrections/${ID}/decide`)).toEqual([
      { decision: 'approve', note: 'Saw the certificate.' },
    ]);
  });

  it('declines without asking, and says why a decision failed', async () => {
    const fetchMock = adminApi({
      [LIST_KEY]: jsonResponse([REQUEST]),
      [`POST /api/admin/corrections/${ID}/decide`]: errorResponse(
        409,
        'This correction request has already been decided.',
        'CONFLICT',
      ),
    });
    const { user } = await openCorrections();
    const card = within(await screen.findByRole('article', { name: 'Aroha Ngata' }));
    await user.click(card.getByRole('button', { name: 'Decline' }));
    expect(
      await card.findByText('This correction request has already been decided.'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/admin/corrections/${ID}/decide`)).toEqual([
      { decision: 'decline' },
    ]);
  });

  it('says when nothing is waiting, and offers to try again when the list fails', async () => {
    let answer: Response = errorResponse(500, 'Something went wrong');
    const fetchMock = adminApi({ [LIST_KEY]: () => answer });
    const { user } = await openCorrections();
    expect(
      await screen.findByText("Couldn't load the correction requests.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    answer = jsonResponse([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No correction requests are waiting.')).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key === LIST_KEY).length).toBeGreaterThan(1);
  });
});
