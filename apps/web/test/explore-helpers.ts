import { screen } from '@testing-library/react';
import { dashboardApi } from './dashboard-api';
import { CANDIDATES } from './fixtures';
import { renderApp } from './render-app';

export const [RAWIRI, TOM, SIONE] = CANDIDATES as [
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
  (typeof CANDIDATES)[0],
];
export const LIKED = {
  success: true,
  message: 'Match request sent',
  matched: false,
  outcome: 'request_sent',
};
export const PASSED = { success: true, message: 'Skipped', matched: false, outcome: 'passed' };

export function card() {
  return screen.getByRole('article');
}

export async function openExplore(overrides: Parameters<typeof dashboardApi>[0] = {}) {
  const fetchMock = dashboardApi(overrides);
  const view = renderApp('/');
  await screen.findByRole('heading', { name: 'Discover' });
  return { ...view, fetchMock };
}
