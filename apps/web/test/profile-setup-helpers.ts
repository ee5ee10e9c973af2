import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { errorResponse, type StubAnswer, stubApi } from './api-stub';
import { CANDIDATES, NEW_USER, PROFILE, USER, uploadAnswer } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

// The profile-setup screen as its tests drive it.

export type User = ReturnType<typeof renderApp>['user'];

export const BIO = 'Stargazing on Mt Eden and long walks on Piha beach.';

/**
 * A person without a profile, and a server that keeps what the setup saves. Before the save a
 * GET /api/profile would be the API's 404 (the tests check it is never asked).
 */
export function setupApi(overrides: Record<string, StubAnswer> = {}) {
  localStorage.setItem('sessionToken', 'tok-1');
  let saved: typeof PROFILE | null = null;
  let uploads = 0;
  return stubApi({
    'GET /api/auth/user': () => jsonResponse(saved ? USER : NEW_USER),
    'GET /api/profile': () =>
      saved ? jsonResponse(saved) : errorResponse(404, 'Profile not found', 'PROFILE_NOT_FOUND'),
    'POST /api/upload': () => {
      uploads += 1;
      return jsonResponse(uploadAnswer(`p${uploads}.webp`), { status: 201 });
    },
    'PATCH /api/profile': (body) => {
      saved = { ...PROFILE, ...(body as Partial<typeof PROFILE>) };
      return jsonResponse(saved);
    },
    'GET /api/matches/potential': jsonResponse(CANDIDATES),
    ...overrides,
  });
}

export async function openSetup() {
  const view = renderApp('/profile-setup');
  await screen.findByRole('heading', { level: 1, name: 'Complete your profile' });
  await screen.findByLabelText('Bio');
  return view;
}

export function png(name: string): File {
  return new File(['png'], name, { type: 'image/png' });
}

export function photoInput() {
  return screen.getByLabelText('Add photos');
}

export function save(user: User) {
  return user.click(screen.getByRole('button', { name: 'Save Profile' }));
}

export async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

/** Everything valid, with one uploaded photo. */
export async function fillIn(user: User) {
  await user.type(screen.getByLabelText('Bio'), BIO);
  await user.type(screen.getByLabelText('Location'), 'Hamilton, Waikato');
  await user.upload(photoInput(), png('one.png'));
  await screen.findByRole('img', { name: 'Preview 1 of 1' });
  await waitFor(() => expect(screen.queryByText('Uploading photo 1...')).toBeNull());
}
