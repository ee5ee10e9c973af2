import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showUnreadOnAppBadge, titleWithUnread } from '@/lib/unread-badge';
import { requestKeys } from './api-stub';
import { matchesApi } from './matches-api';
import { jsonResponse, renderApp } from './render-app';

function badgingNavigator() {
  return {
    setAppBadge: vi.fn((_count?: number) => Promise.resolve()),
    clearAppBadge: vi.fn(() => Promise.resolve()),
  };
}

describe('unread messages outside the page', () => {
  it('titles the tab "(3) Starmatch" for 3 unread, "Starmatch" for none', () => {
    expect(titleWithUnread(3)).toBe('(3) Starmatch');
    expect(titleWithUnread(1)).toBe('(1) Starmatch');
    expect(titleWithUnread(0)).toBe('Starmatch');
  });

  it('sets the app badge to the count, and clears it at 0', () => {
    const badging = badgingNavigator();
    showUnreadOnAppBadge(badging, 3);
    showUnreadOnAppBadge(badging, 0);
    expect(badging.setAppBadge.mock.calls).toEqual([[3]]);
    expect(badging.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no Badging API, or refuses it', () => {
    expect(() => showUnreadOnAppBadge({}, 3)).not.toThrow();
    const refusing = {
      setAppBadge: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    };
    expect(() => showUnreadOnAppBadge(refusing, 3)).not.toThrow();
  });

  it("shows a member's unread count in the title and on the badge, and neither once signed out", async () => {
    const badging = badgingNavigator();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), badging));
    matchesApi({ 'GET /api/messages/unread-count': jsonResponse({ count: 3 }) });
    const { router } = renderApp('/matches');

    await waitFor(() => expect(document.title).toBe('(3) Starmatch'));
    expect(badging.setAppBadge).toHaveBeenLastCalledWith(3);

    // The members' frame closes on a page outside it (as at the end of a session).
    await router.navigate('/terms');
    await waitFor(() => expect(document.title).toBe('Starmatch'));
    expect(badging.clearAppBadge).toHaveBeenCalled();
  });

  it('keeps the plain title at 0 unread', async () => {
    const fetchMock = matchesApi({ 'GET /api/messages/unread-count': jsonResponse({ count: 0 }) });
    renderApp('/matches');
    await screen.findByRole('heading', { level: 2, name: 'Pending Requests (2)' });
    await waitFor(() => expect(requestKeys(fetchMock)).toContain('GET /api/messages/unread-count'));
    expect(document.title).toBe('Starmatch');
  });
});
