import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';
import { openSettings, settingsApi } from './settings-screen';

// Taking a break: Settings' "Take a break" card pauses after a question, and while paused a
// banner above every screen says so with Resume.

const PAUSED_AT = '2026-11-28T20:30:00.000Z';
const PAUSED = { ...USER, pausedAt: PAUSED_AT };

const banner = () => screen.queryByRole('region', { name: 'Your account is paused' });

describe('pausing the account', () => {
  it('pauses after asking, then shows the banner and the day it began', async () => {
    const fetchMock = settingsApi({ 'POST /api/user/pause': jsonResponse(PAUSED) });
    const { user } = await openSettings();
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause your account?' });
    expect(
      within(dialog).getByText(
        "You'll be hidden from Explore until you resume. Your matches, chats and requests stay as they are.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused since 29/11/2026.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(banner()).toBeVisible();
    expect(requestKeys(fetchMock)).toContain('POST /api/user/pause');
  });

  it('asks nothing when the question is cancelled', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Pause my account' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestKeys(fetchMock)).not.toContain('POST /api/user/pause');
  });

  it('keeps the question open with the reason when the pause fails', async () => {
    settingsApi({ 'POST /api/user/pause': errorResponse(500, 'Something went wrong') });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Pause my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Something went wrong')).toBeVisible();
    expect(banner()).toBeNull();
  });

  it('resumes from the banner, which then goes, and the card offers a pause again', async () => {
    const fetchMock = settingsApi({
      'GET /api/auth/user': jsonResponse(PAUSED),
      'DELETE /api/user/pause': jsonResponse(USER),
    });
    const { user } = await openSettings();
    const shown = banner();
    if (!shown) throw new Error('no banner while paused');
    expect(
      within(shown).getByText('Nobody new sees you in Explore. Your matches and chats carry on.'),
    ).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause my account' })).toBeVisible();
    expect(banner()).toBeNull();
    expect(requestKeys(fetchMock)).toContain('DELETE /api/user/pause');
  });

  it('shows Explore as paused, without asking for the deck, and the deck once resumed', async () => {
    const fetchMock = dashboardApi({
      'GET /api/auth/user': jsonResponse(PAUSED),
      'DELETE /api/user/pause': jsonResponse(USER),
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: "You're paused" })).toBeVisible();
    expect(requestKeys(fetchMock)).not.toContain('GET /api/matches/potential');
    const shown = banner();
    if (!shown) throw new Error('no banner while paused');
    await user.click(within(shown).getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(requestKeys(fetchMock)).toContain('GET /api/matches/potential'));
    expect(screen.queryByRole('heading', { name: "You're paused" })).toBeNull();
  });
});
