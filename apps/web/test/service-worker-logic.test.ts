import { describe, expect, it } from 'vitest';
import { isNetworkOnly } from '@/service-worker/network-only';
import { clickAction, notificationUrl } from '@/service-worker/notification-click';
import {
  GENERIC_NOTIFICATION_BODY,
  notificationFromPush,
  pushJson,
} from '@/service-worker/push-notification';

const ORIGIN = 'https://starmatch.example';
const PAYLOAD = {
  tag: 'chat-m1',
  title: 'Aroha',
  body: 'Aroha sent you 3 messages',
  url: '/chat?match=m1',
  icon: null,
  unreadCount: 3,
};

describe('a push shown by the service worker', () => {
  it('shows the payload, tagged per conversation, with the default icon for none', () => {
    expect(notificationFromPush(PAYLOAD)).toEqual({
      title: 'Aroha',
      options: {
        body: 'Aroha sent you 3 messages',
        tag: 'chat-m1',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/chat?match=m1' },
        renotify: true,
      },
      unreadCount: 3,
    });
    expect(notificationFromPush({ ...PAYLOAD, icon: '/uploads/a.webp' }).options.icon).toBe(
      '/uploads/a.webp',
    );
  });

  it('shows a generic Starmatch notification for a payload it cannot read', () => {
    for (const bad of [
      undefined,
      'text',
      { ...PAYLOAD, title: '' },
      { ...PAYLOAD, unreadCount: -1 },
    ]) {
      expect(notificationFromPush(bad)).toEqual({
        title: 'Starmatch',
        options: {
          body: GENERIC_NOTIFICATION_BODY,
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: { url: '/' },
        },
        unreadCount: null,
      });
    }
  });

  it('reads a body that is not JSON, or none, as nothing', () => {
    const notJson = {
      json: () => {
        throw new SyntaxError('Unexpected token');
      },
    };
    expect(pushJson(notJson)).toBeUndefined();
    expect(pushJson(null)).toBeUndefined();
    expect(pushJson({ json: () => PAYLOAD })).toEqual(PAYLOAD);
  });
});

describe('a click on a notification', () => {
  const url = `${ORIGIN}/chat?match=m1`;

  it('opens the app at the URL when no window is open', () => {
    expect(clickAction([], url)).toEqual({ kind: 'open', url });
  });

  it('focuses a window already at the URL, without navigating it', () => {
    const windows = [
      { url: `${ORIGIN}/`, focused: true },
      { url, focused: false },
    ];
    expect(clickAction(windows, url)).toEqual({ kind: 'focus', index: 1, navigateTo: null });
  });

  it('else takes the focused window, or the most recent, to the URL', () => {
    const windows = [
      { url: `${ORIGIN}/matches`, focused: false },
      { url: `${ORIGIN}/`, focused: true },
    ];
    expect(clickAction(windows, url)).toEqual({ kind: 'focus', index: 1, navigateTo: url });
    expect(clickAction([{ url: `${ORIGIN}/`, focused: false }], url)).toEqual({
      kind: 'focus',
      index: 0,
      navigateTo: url,
    });
  });

  it("opens only the app's own pages", () => {
    expect(notificationUrl({ url: '/chat?match=m1' }, ORIGIN)).toBe(url);
    expect(notificationUrl({ url: '//elsewhere.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationUrl({ url: 'https://elsewhere.example/' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('what the service worker never caches', () => {
  it('leaves the API, photos and the socket to the network', () => {
    for (const path of ['/api/auth/user', '/api', '/uploads/a.webp', '/ws', '/realtime']) {
      expect(isNetworkOnly(path)).toBe(true);
    }
    for (const path of ['/', '/chat', '/assets/index-abc.js', '/apiary']) {
      expect(isNetworkOnly(path)).toBe(false);
    }
  });
});
