import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestKeys, sentBodies } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { PROFILE, uploadAnswer } from './fixtures';
import { BIO, openSetup, photoInput, png, save, setupApi } from './profile-setup-helpers';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

// An upload that looks like a banned person's photo is held for a moderator
// (docs/ARCHITECTURE.md "Banned photos"): its owner sees it as being reviewed, and it is not
// sent with the profile, since it is not one of their photos until it is released.

const HELD_MESSAGE = 'Thanks! Your photo will appear once it has been reviewed.';

describe('a held upload in profile setup', () => {
  it('shows as being reviewed with a calm toast, and is left out of the saved photos', async () => {
    let uploads = 0;
    const fetchMock = setupApi({
      'POST /api/upload': () => {
        uploads += 1;
        const answer = uploadAnswer(`p${uploads}.webp`);
        return jsonResponse(
          uploads === 2 ? { ...answer, heldForReview: true, message: HELD_MESSAGE } : answer,
          { status: 201 },
        );
      },
    });
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Bio'), BIO);
    await user.type(screen.getByLabelText('Location'), 'Hamilton, Waikato');
    await user.upload(photoInput(), png('mine.png'));
    await waitFor(() => expect(screen.queryByText(/Uploading photo/)).toBeNull());
    await user.upload(photoInput(), png('again.png'));
    await expectToast('Photo being reviewed', HELD_MESSAGE);
    await waitFor(() => expect(screen.queryByText(/Uploading photo/)).toBeNull());

    const tiles = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole(
      'listitem',
    );
    expect(tiles.map((tile) => within(tile).queryByText('Being reviewed') !== null)).toEqual([
      false,
      true,
    ]);
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(sentBodies(fetchMock, 'PATCH /api/profile')).toEqual([
      expect.objectContaining({ photos: [uploadAnswer('p1.webp').url] }),
    ]);
  });
});

describe('a held upload on the profile tab', () => {
  it('shows in My photos as being reviewed, and a held new avatar is not made the main photo', async () => {
    localStorage.setItem('activeTab', 'profile');
    const heldUrl = uploadAnswer('held.webp').url;
    let held: { id: string; url: string }[] = [];
    const fetchMock = dashboardApi({
      'GET /api/user/held-photos': () => jsonResponse(held),
      'POST /api/upload': () => {
        held = [{ id: '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6d', url: heldUrl }];
        return jsonResponse(
          { ...uploadAnswer('held.webp'), heldForReview: true, message: HELD_MESSAGE },
          { status: 201 },
        );
      },
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'About Me' });
    const photos = screen.getByRole('region', { name: 'My photos' });
    expect(within(photos).queryByText('Being reviewed')).toBeNull();

    await user.upload(
      screen.getByLabelText('Change photo'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await expectToast('Photo being reviewed', HELD_MESSAGE);
    const tile = await within(photos).findByRole('img', {
      name: `${PROFILE.fullName} (being reviewed)`,
    });
    expect(tile).toHaveAttribute('src', heldUrl);
    expect(within(tile.closest('li') as HTMLElement).getByText('Being reviewed')).toBeVisible();
    expect(within(photos).getByText('2 photos')).toBeVisible();
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/profile');
  });
});
