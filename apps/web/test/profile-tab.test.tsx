import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { dashboardApi, profileServer } from './dashboard-api';
import { PROFILE, uploadAnswer } from './fixtures';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

async function openProfileTab(overrides: Parameters<typeof dashboardApi>[0] = {}) {
  localStorage.setItem('activeTab', 'profile');
  const fetchMock = dashboardApi(overrides);
  const view = renderApp('/');
  await screen.findByRole('heading', { name: 'About Me' });
  return { ...view, fetchMock };
}

function aboutMe() {
  const section = screen.getByRole('heading', { name: 'About Me' }).closest('section');
  if (!section) throw new Error('About Me is not a section');
  return section;
}

function imageFile(name: string, type = 'image/png', size?: number): File {
  const file = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('profile tab', () => {
  it('shows the avatar, name, age, gender, sign and location', async () => {
    await openProfileTab();
    expect(screen.getByRole('img', { name: 'Ana Tui' })).toHaveAttribute(
      'src',
      PROFILE.profileImageUrl,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Tui' })).toBeVisible();
    const details = Array.from(document.querySelectorAll('dl > div')).map((d) => d.textContent);
    expect(details).toEqual([
      'Age30',
      'GenderFemale',
      'Zodiac sign♈ Aries',
      'LocationAuckland, Auckland',
    ]);
    expect(within(aboutMe()).getByText(PROFILE.bio)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit full profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
  });

  it('lists every photo in the card order, the first marked Main, with a link to manage them', async () => {
    await openProfileTab();
    const photos = screen.getByRole('region', { name: 'My photos' });
    expect(within(photos).getByText('2 photos')).toBeVisible();
    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(PROFILE.photos);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Ana Tui (1 of 2)',
      'Ana Tui (2 of 2)',
    ]);
    expect(within(images[0]!.closest('li')!).getByText('Main')).toBeVisible();
    expect(within(photos).getAllByText('Main')).toHaveLength(1);
    expect(within(photos).getByRole('link', { name: 'Manage photos' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
  });

  it('falls back to the first 2 letters of the name without a photo', async () => {
    await openProfileTab({
      'GET /api/profile': jsonResponse({ ...PROFILE, profileImageUrl: null, photos: [] }),
    });
    expect(screen.getByRole('img', { name: "Ana Tui's initials" })).toHaveTextContent('AN');
    const photos = screen.getByRole('region', { name: 'My photos' });
    expect(within(photos).getByText('0 photos')).toBeVisible();
    expect(within(photos).getByRole('link', { name: 'Add photos' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
  });

  it('edits the bio: cancel restores it, save sends it trimmed and shows it', async () => {
    const server = profileServer();
    let release: () => void = () => {};
    const { user, fetchMock } = await openProfileTab({
      ...server,
      'PATCH /api/profile': async (body) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return server['PATCH /api/profile'](body);
      },
    });

    await user.click(within(aboutMe()).getByRole('button', { name: 'Edit bio' }));
    const box = within(aboutMe()).getByRole('textbox', { name: 'Your bio' });
    expect(box).toHaveValue(PROFILE.bio);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxLength', '500');
    await user.clear(box);
    await user.type(box, 'Changed my mind');
    await user.click(within(aboutMe()).getByRole('button', { name: 'Cancel' }));
    expect(within(aboutMe()).getByText(PROFILE.bio)).toBeVisible();
    expect(within(aboutMe()).queryByRole('textbox')).toBeNull();

    await user.click(within(aboutMe()).getByRole('button', { name: 'Edit bio' }));
    expect(within(aboutMe()).getByRole('textbox')).toHaveValue(PROFILE.bio);
    await user.clear(within(aboutMe()).getByRole('textbox'));
    await user.type(within(aboutMe()).getByRole('textbox'), '  Kayaking at dawn.  ');
    await user.click(within(aboutMe()).getByRole('button', { name: 'Save' }));

    expect(within(aboutMe()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'PATCH /api/profile')).toEqual([{ bio: 'Kayaking at dawn.' }]);
    release();

    await expectToast('Success', 'Your bio has been updated.');
    expect(await within(aboutMe()).findByText('Kayaking at dawn.')).toBeVisible();
    expect(within(aboutMe()).queryByRole('textbox')).toBeNull();
  });

  it("rejects an empty bio with 'Bio cannot be empty' and sends nothing", async () => {
    const { user, fetchMock } = await openProfileTab();
    await user.click(within(aboutMe()).getByRole('button', { name: 'Edit bio' }));
    await user.clear(within(aboutMe()).getByRole('textbox'));
    await user.type(within(aboutMe()).getByRole('textbox'), '   ');
    await user.click(within(aboutMe()).getByRole('button', { name: 'Save' }));

    expect(within(aboutMe()).getByText('Bio cannot be empty')).toBeVisible();
    expect(within(aboutMe()).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/profile');
  });

  it("offers 'No bio yet. Click to add one!' and reports a failed save", async () => {
    const { user } = await openProfileTab({
      'GET /api/profile': jsonResponse({ ...PROFILE, bio: '' }),
      'PATCH /api/profile': new Response('down', { status: 503 }),
    });
    await user.click(
      within(aboutMe()).getByRole('button', { name: 'No bio yet. Click to add one!' }),
    );
    await user.type(within(aboutMe()).getByRole('textbox'), 'Hello there');
    await user.click(within(aboutMe()).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update bio');
    expect(within(aboutMe()).getByRole('textbox')).toHaveValue('Hello there');
  });

  it('uploads a new avatar, patches the profile image and reads the profile again', async () => {
    const newUrl = uploadAnswer('new.webp').url;
    const { user, fetchMock } = await openProfileTab({
      ...profileServer(),
      'POST /api/upload': jsonResponse(uploadAnswer('new.webp'), { status: 201 }),
    });
    await user.upload(screen.getByLabelText('Change photo'), imageFile('me.png'));

    await expectToast('Success', 'Your profile photo has been updated.');
    const calls = requestKeys(fetchMock);
    const upload = calls.indexOf('POST /api/upload');
    expect(calls.slice(upload)).toEqual([
      'POST /api/upload',
      'PATCH /api/profile',
      'GET /api/profile',
    ]);
    const form = fetchMock.mock.calls[upload]?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('image')).toMatchObject({ name: 'me.png', type: 'image/png' });
    expect(sentBodies(fetchMock, 'PATCH /api/profile')).toEqual([{ profileImageUrl: newUrl }]);
    expect(screen.getByRole('img', { name: 'Ana Tui' })).toHaveAttribute('src', newUrl);
  });

  it('checks the avatar file before uploading it', async () => {
    const { fetchMock } = await openProfileTab();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Change photo'), imageFile('notes.txt', 'text/plain'));
    await expectToast('Please select an image file');
    await user.upload(
      screen.getByLabelText('Change photo'),
      imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
    );
    await expectToast('Image must be smaller than 5MB');
    expect(requestKeys(fetchMock)).not.toContain('POST /api/upload');
  });

  it("shows 'Failed to update profile photo' when the upload fails", async () => {
    const { user } = await openProfileTab({
      'POST /api/upload': errorResponse(415, 'Please select a valid image file'),
    });
    await user.upload(screen.getByLabelText('Change photo'), imageFile('me.png'));
    await expectToast('Failed to update profile photo', 'Please select a valid image file');
    expect(screen.getByLabelText('Change photo')).toBeEnabled();
  });
});
