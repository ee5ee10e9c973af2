import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, sentBodies } from './api-stub';
import { SUBSCRIPTION_JSON, stubPushBrowser } from './push-browser';
import { jsonResponse } from './render-app';
import { openSettings, settingsApi } from './settings-screen';

const DEVICE = { name: 'Push on this device' } as const;

describe('Push on this device', () => {
  it('says so when the browser cannot show notifications', async () => {
    settingsApi();
    await openSettings();
    expect(await screen.findByRole('switch', DEVICE)).toBeDisabled();
    expect(screen.getByText("This browser can't show notifications.")).toBeVisible();
  });

  it('asks for permission only on the click, then subscribes with the server key', async () => {
    const browser = stubPushBrowser('granted');
    const fetchMock = settingsApi({
      'GET /api/notifications/push-key': jsonResponse({ publicKey: 'BKey' }),
      'POST /api/notifications/push-subscription': new Response(null, { status: 204 }),
    });
    const { user } = await openSettings();
    const device = await screen.findByRole('switch', DEVICE);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(device);
    await vi.waitFor(() => expect(device).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BKey',
    });
    expect(sentBodies(fetchMock, 'POST /api/notifications/push-subscription')).toEqual([
      SUBSCRIPTION_JSON,
    ]);
  });

  it("hands this device's subscription to the server again once per visit, without asking", async () => {
    const browser = stubPushBrowser('granted', { subscribed: true });
    const fetchMock = settingsApi({
      'POST /api/notifications/push-subscription': () => new Response(null, { status: 204 }),
    });
    await openSettings();
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/notifications/push-subscription')).toEqual([
        SUBSCRIPTION_JSON,
      ]),
    );
    expect(await screen.findByRole('switch', DEVICE)).toBeChecked();
    cleanup();
    await openSettings();
    expect(await screen.findByRole('switch', DEVICE)).toBeChecked();
    expect(sentBodies(fetchMock, 'POST /api/notifications/push-subscription')).toHaveLength(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says the browser blocks notifications when permission is denied', async () => {
    stubPushBrowser('denied');
    settingsApi();
    const { user } = await openSettings();
    await user.click(await screen.findByRole('switch', DEVICE));
    expect(
      await screen.findByText('Notifications are blocked for Starmatch in your browser settings.'),
    ).toBeVisible();
    expect(screen.getByRole('switch', DEVICE)).not.toBeChecked();
  });

  it("says push isn't available when the server has no push key", async () => {
    stubPushBrowser('granted');
    settingsApi({ 'GET /api/notifications/push-key': errorResponse(404, 'Not found') });
    const { user } = await openSettings();
    await user.click(await screen.findByRole('switch', DEVICE));
    expect(await screen.findByText("Push notifications aren't available right now.")).toBeVisible();
  });

  it('says to try again when the subscription cannot be saved', async () => {
    stubPushBrowser('granted');
    settingsApi({
      'GET /api/notifications/push-key': jsonResponse({ publicKey: 'BKey' }),
      'POST /api/notifications/push-subscription': errorResponse(500, 'Something went wrong'),
    });
    const { user } = await openSettings();
    await user.click(await screen.findByRole('switch', DEVICE));
    expect(
      await screen.findByText("Couldn't turn on notifications on this device. Try again."),
    ).toBeVisible();
    expect(screen.getByRole('switch', DEVICE)).not.toBeChecked();
  });
});
