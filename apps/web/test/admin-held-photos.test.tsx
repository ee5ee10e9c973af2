import type { AdminHeldPhoto } from '@starmatch/contracts/banned-photos';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, photoResponse } from './admin-api';
import { NOW } from './admin-fixtures';
import { openQueue } from './admin-queue-helpers';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { jsonResponse } from './render-app';

// The moderators' Held photos tab (docs/ARCHITECTURE.md "Banned photos"): each held upload
// beside the banned photo it matched, released or removed after a confirmation.

const LIST_KEY = 'GET /api/admin/held-photos';
const ID = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6c';
const UPLOADER = '5f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';
const EVIDENCE = `/api/admin/report-photos/${'b'.repeat(64)}`;
const HELD: AdminHeldPhoto = {
  id: ID,
  url: `/uploads/profiles/${UPLOADER}/${ID}.webp`,
  uploader: { id: UPLOADER, fullName: 'Rangi Parata', age: 31 },
  distance: 3,
  createdAt: '2025-06-09T09:00:00.000Z',
  banned: { bannedAt: '2025-05-01T09:00:00.000Z', photoUrl: EVIDENCE },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

async function openHeldPhotos() {
  const view = await openQueue();
  await view.user.click(screen.getByRole('tab', { name: 'Held photos' }));
  return view;
}

describe('the held photos tab', () => {
  it('shows the upload beside the banned photo, and releases it after asking', async () => {
    let open = [HELD];
    const fetchMock = adminApi({
      [LIST_KEY]: () => jsonResponse(open),
      [`GET ${EVIDENCE}`]: () => photoResponse('banned'),
      [`POST /api/admin/held-photos/${ID}`]: () => {
        open = [];
        return jsonResponse({ decision: 'release', photoUrl: HELD.url });
      },
    });
    const { user } = await openHeldPhotos();
    expect(await screen.findByRole('heading', { name: '1 photo waiting' })).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'Rangi Parata, 31' }));
    expect(card.getByRole('img', { name: 'Upload by Rangi Parata' })).toHaveAttribute(
      'src',
      HELD.url,
    );
    expect(
      await card.findByRole('img', { name: 'The banned person’s photo it matched' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(card.getByText('3 of 64 bits differ')).toBeVisible();
    await user.type(card.getByLabelText('Note (optional)'), 'Different person.');
    await user.click(card.getByRole('button', { name: 'Release' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText("Show this photo on Rangi Parata's profile?")).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, release' }));
    expect(await screen.findByText('No photos are waiting for review.')).toBeVisible();
    expect(await screen.findByText("The photo is now on Rangi Parata's profile.")).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/admin/held-photos/${ID}`)).toEqual([
      { decision: 'release', note: 'Different person.' },
    ]);
  });

  it('says when the banned photo is no longer kept, and shows why a removal failed', async () => {
    const fetchMock = adminApi({
      [LIST_KEY]: jsonResponse([
        { ...HELD, distance: 0, banned: { ...HELD.banned, photoUrl: null } },
      ]),
      [`POST /api/admin/held-photos/${ID}`]: errorResponse(404, 'Not found', 'NOT_FOUND'),
    });
    const { user } = await openHeldPhotos();
    const card = within(await screen.findByRole('article', { name: 'Rangi Parata, 31' }));
    expect(card.getByText('The banned photo is no longer kept.')).toBeVisible();
    expect(card.getByText('The same picture (0 of 64 bits differ)')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Yes, remove' }));
    expect(await dialog.findByText('Not found')).toBeVisible();
    expect(sentBodies(fetchMock, `POST /api/admin/held-photos/${ID}`)).toEqual([
      { decision: 'remove' },
    ]);
  });

  it('says when nothing is waiting, and offers to try again when the list fails', async () => {
    let answer: Response = errorResponse(500, 'Something went wrong');
    const fetchMock = adminApi({ [LIST_KEY]: () => answer });
    const { user } = await openHeldPhotos();
    expect(
      await screen.findByText("Couldn't load the held photos.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    answer = jsonResponse([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photos are waiting for review.')).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key === LIST_KEY).length).toBeGreaterThan(1);
  });
});
