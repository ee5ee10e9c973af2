import { DEFAULT_NOTIFICATION_PREFERENCES } from '@starmatch/contracts/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, sentBodies } from './api-stub';
import { jsonResponse } from './render-app';
import { openSettings, settingsApi } from './settings-screen';

const PREVIEWS_HINT =
  'Shows what the message says in the notification. Off by default, so your lock screen shows only who wrote.';

function card() {
  const heading = screen.getByRole('heading', { name: 'Notifications' });
  return within(heading.closest('div')?.parentElement as HTMLElement);
}

describe('Settings → Notifications', () => {
  it('shows the defaults: email on for all three kinds, previews off, not paused', async () => {
    settingsApi();
    await openSettings();
    for (const kind of ['New match requests', 'New matches', 'New messages']) {
      expect(await screen.findByRole('switch', { name: `${kind}: Email` })).toBeChecked();
    }
    const previews = screen.getByRole('switch', { name: 'Show message previews' });
    expect(previews).not.toBeChecked();
    expect(previews).toHaveAccessibleDescription(PREVIEWS_HINT);
    const pause = screen.getByRole('switch', { name: 'Pause all notifications' });
    expect(pause).not.toBeChecked();
    expect(pause).toHaveAccessibleDescription('Nothing is sent while paused.');
  });

  it('saves a toggle at once with only what changed', async () => {
    const fetchMock = settingsApi({
      'PATCH /api/notifications/preferences': () =>
        jsonResponse({
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, messages: false },
        }),
    });
    const { user } = await openSettings();
    const box = await screen.findByRole('switch', { name: 'New messages: Email' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(sentBodies(fetchMock, 'PATCH /api/notifications/preferences')).toEqual([
      { email: { messages: false } },
    ]);
  });

  it('puts a toggle back and says why when the save fails', async () => {
    settingsApi({
      'PATCH /api/notifications/preferences': errorResponse(500, 'Something went wrong'),
    });
    const { user } = await openSettings();
    const box = await screen.findByRole('switch', { name: 'Pause all notifications' });
    await user.click(box);
    expect(await card().findByText('Something went wrong')).toBeVisible();
    expect(box).not.toBeChecked();
  });

  it('says when the preferences cannot be loaded, and tries again', async () => {
    let fail = true;
    settingsApi({
      'GET /api/notifications/preferences': () =>
        fail
          ? errorResponse(500, 'Something went wrong')
          : jsonResponse(DEFAULT_NOTIFICATION_PREFERENCES),
    });
    const { user } = await openSettings();
    expect(await screen.findByText("Couldn't load your notification settings.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'New messages: Email' })).toBeChecked();
  });
});
