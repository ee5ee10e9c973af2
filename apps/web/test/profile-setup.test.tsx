import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies, stubApi } from './api-stub';
import { CANDIDATES, PROFILE, USER, uploadAnswer } from './fixtures';
import {
  BIO,
  fillIn,
  openSetup,
  photoInput,
  png,
  replace,
  save,
  setupApi,
} from './profile-setup-helpers';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

describe('profile setup', () => {
  it('starts a new profile empty but for the defaults: the age range and the only orientation', async () => {
    setupApi();
    await openSetup();

    expect(screen.getByLabelText('Bio')).toHaveValue('');
    // A required choice with a single option starts made.
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(18);
    expect(screen.getByLabelText('Maximum age')).toHaveValue(35);
    const list = document.getElementById(
      screen.getByLabelText('Location').getAttribute('list') ?? '',
    );
    expect(Array.from(list?.querySelectorAll('option') ?? []).map((o) => o.value)).toEqual([
      'Auckland, Auckland',
      'North Shore, Auckland',
      'Hamilton, Waikato',
    ]);
    expect(photoInput()).toHaveAttribute('accept', 'image/*');
    expect(photoInput()).toHaveAttribute('multiple');
    expect(screen.getByText('0 of 6')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('reports every missing field, focuses the first, and sends nothing', async () => {
    const fetchMock = setupApi();
    const { user } = await openSetup();
    await save(user);

    expect(screen.getByText('Please upload at least one photo.')).toBeVisible();
    expect(screen.getByText('Bio must be at least 10 characters')).toBeVisible();
    expect(screen.queryByText('Sexual orientation is required')).toBeNull();
    expect(screen.getByText('Location is required')).toBeVisible();
    expect(photoInput()).toHaveFocus();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/profile');
  });

  it('counts the bio as it is typed and rejects one over 500 characters', async () => {
    setupApi();
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Bio'), 'Kia ora');
    expect(screen.getByText('7/500')).toBeVisible();

    await user.click(screen.getByLabelText('Bio'));
    await user.paste('x'.repeat(494));
    expect(screen.getByText('501/500')).toBeVisible();
    await save(user);
    expect(screen.getByText('Bio must be less than 500 characters')).toBeVisible();
  });

  it('checks the age range', async () => {
    const fetchMock = setupApi();
    const { user } = await openSetup();
    await fillIn(user);
    const min = screen.getByLabelText('Minimum age');
    const max = screen.getByLabelText('Maximum age');

    await replace(user, min, '17');
    await save(user);
    expect(screen.getByText('Minimum age must be 18')).toBeVisible();
    expect(min).toHaveFocus();

    await replace(user, min, '18');
    await replace(user, max, '17');
    await save(user);
    expect(screen.getByText('Maximum age must be 18')).toBeVisible();

    await replace(user, min, '40');
    await replace(user, max, '30');
    await save(user);
    expect(screen.getByText('Invalid age range')).toBeVisible();

    await replace(user, min, '');
    await replace(user, max, '35');
    await save(user);
    expect(screen.getByText('Invalid age range')).toBeVisible();
    expect(min).toHaveAttribute('aria-invalid', 'true');

    await replace(user, min, '18');
    await replace(user, max, '100');
    await save(user);
    expect(screen.getByText('Invalid age range')).toBeVisible();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(requestKeys(fetchMock)).not.toContain('PATCH /api/profile');
  });

  it('saves the exact payload with the photos in their order, then goes to /', async () => {
    const fetchMock = setupApi();
    const { user, router } = await openSetup();

    await user.type(screen.getByLabelText('Bio'), `  ${BIO}  `);
    await user.type(screen.getByLabelText('Location'), ' North Shore, Auckland ');
    await replace(user, screen.getByLabelText('Minimum age'), '25');
    await replace(user, screen.getByLabelText('Maximum age'), '40');
    await user.upload(photoInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.queryByText(/Uploading photo/)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 right' })).toBeDisabled();
    await save(user);

    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(sentBodies(fetchMock, 'PATCH /api/profile')).toEqual([
      {
        bio: BIO,
        sexualOrientation: 'heterosexual',
        location: 'North Shore, Auckland',
        ageRangeMin: 25,
        ageRangeMax: 40,
        photos: [uploadAnswer('p3.webp').url, uploadAnswer('p1.webp').url],
      },
    ]);
    // The save answers with the profile and makes the cached user say it has one: the user is
    // not asked again, and the profile only once it exists.
    const calls = requestKeys(fetchMock);
    expect(calls.filter((call) => call === 'GET /api/auth/user')).toHaveLength(1);
    expect(calls.indexOf('GET /api/profile')).toBeGreaterThan(calls.indexOf('PATCH /api/profile'));
  });

  it('never asks a new person for the profile they do not have yet', async () => {
    const fetchMock = setupApi();
    const { user } = await openSetup();
    await fillIn(user);
    expect(requestKeys(fetchMock)).toEqual(['GET /api/auth/user', 'POST /api/upload']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your profile');
  });

  it('hides a preview the browser cannot draw while it uploads, then shows the stored WebP', async () => {
    let answerUpload: (response: Response) => void = () => {};
    setupApi({
      'POST /api/upload': () =>
        new Promise<Response>((resolve) => {
          answerUpload = resolve;
        }),
    });
    const { user } = await openSetup();
    const heic = new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' });
    await user.upload(photoInput(), [heic]);

    const preview = screen.getByRole('img', { name: 'Preview 1 of 1' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(preview).not.toHaveClass('invisible');
    fireEvent.error(preview);
    expect(preview).toHaveClass('invisible');
    expect(screen.getByText('Uploading photo 1...')).toBeVisible();

    answerUpload(jsonResponse(uploadAnswer('p1.webp'), { status: 201 }));
    await waitFor(() => expect(screen.queryByText(/Uploading photo/)).toBeNull());
    const stored = screen.getByRole('img', { name: 'Preview 1 of 1' });
    expect(stored).toHaveAttribute('src', uploadAnswer('p1.webp').url);
    expect(stored).not.toHaveClass('invisible');
  });

  it("shows 'Failed to update profile. Please try again.' when the save fails", async () => {
    setupApi({ 'PATCH /api/profile': new Response('down', { status: 503 }) });
    const { user, router } = await openSetup();
    await fillIn(user);
    await save(user);
    await expectToast('Failed to update profile. Please try again.');
    expect(router.state.location.pathname).toBe('/profile-setup');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('edits an existing profile, prefilled from the server', async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    const fetchMock = stubApi({
      'GET /api/auth/user': jsonResponse(USER),
      'GET /api/profile': jsonResponse(PROFILE),
      'PATCH /api/profile': (body) => jsonResponse({ ...PROFILE, ...(body as object) }),
      'GET /api/matches/potential': jsonResponse(CANDIDATES),
    });
    const { user } = renderApp('/profile-setup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your profile' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Bio')).toHaveValue(PROFILE.bio);
    expect(screen.getByRole('radio', { name: 'Heterosexual' })).toBeChecked();
    expect(screen.getByLabelText('Location')).toHaveValue('Auckland, Auckland');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(25);
    expect(screen.getByLabelText('Maximum age')).toHaveValue(40);
    const photos = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(PROFILE.photos);

    await replace(user, screen.getByLabelText('Maximum age'), '45');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(sentBodies(fetchMock, 'PATCH /api/profile')).toEqual([
      {
        bio: PROFILE.bio,
        sexualOrientation: 'heterosexual',
        location: 'Auckland, Auckland',
        ageRangeMin: 25,
        ageRangeMax: 45,
        photos: PROFILE.photos,
      },
    ]);
  });

  it('says why when the profile cannot be read, and tries again', async () => {
    let reads = 0;
    setupApi({
      'GET /api/auth/user': jsonResponse(USER),
      'GET /api/profile': () => {
        reads += 1;
        return reads === 1 ? new Response('down', { status: 503 }) : jsonResponse(PROFILE);
      },
    });
    const { user } = renderApp('/profile-setup');
    expect(await screen.findByText('Failed to fetch profile: 503')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Bio')).toHaveValue(PROFILE.bio);
  });

  it('starts a new profile when the one the user named is gone by the time it is read', async () => {
    setupApi({
      'GET /api/auth/user': jsonResponse(USER),
      'GET /api/profile': errorResponse(404, 'Profile not found', 'PROFILE_NOT_FOUND'),
    });
    renderApp('/profile-setup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your profile' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Bio')).toHaveValue('');
  });
});
