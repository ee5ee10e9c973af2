import { DEFAULT_NOTIFICATION_PREFERENCES } from '@starmatch/contracts/notifications';
import { screen } from '@testing-library/react';
import { type StubAnswer, stubApi } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

/** The details of USER's account, which only a correction changes. */
export const DETAILS = { fullName: USER.fullName, dateOfBirth: '1996-03-15', gender: 'Female' };

export const SETTINGS = {
  preferredAgeRanges: ['26-31'],
  preferredCities: ['Hamilton'],
  hideActivity: false,
};

/** The API a signed-in person's settings screen talks to, with `overrides` for the test's calls. */
export function settingsApi(overrides: Record<string, StubAnswer> = {}) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    'GET /api/settings': jsonResponse(SETTINGS),
    // A save that leaves hideActivity out keeps it as it was.
    'PATCH /api/settings': (body) => jsonResponse({ hideActivity: false, ...(body as object) }),
    'GET /api/app-config': jsonResponse({ launchMode: 'open' }),
    'GET /api/notifications/preferences': jsonResponse(DEFAULT_NOTIFICATION_PREFERENCES),
    'GET /api/user/data-export': jsonResponse({ export: null, nextRequestAt: null }),
    'GET /api/user/corrections': jsonResponse({ current: DETAILS, latest: null }),
    ...overrides,
  });
}

/** Renders /settings and waits until its preferences have loaded. */
export async function openSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  await screen.findByRole('group', { name: 'Age Preferences' });
  return view;
}
