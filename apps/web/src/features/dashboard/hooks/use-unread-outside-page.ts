import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSessionToken } from '@/lib/session-token';
import { APP_TITLE, showUnreadOnAppBadge, titleWithUnread } from '@/lib/unread-badge';
import { unreadCountQueryOptions } from '../api/get-nav-counts';

/**
 * Puts the unread messages count the tab bar's badge polls into the tab's title and onto the
 * app icon's badge, for as long as a member's screen is open; back to plain when it closes.
 * `enabled` false (no profile yet, so no messages) asks nothing.
 */
export function useUnreadOutsidePage(enabled: boolean): void {
  const unread = useQuery({
    ...unreadCountQueryOptions(),
    enabled: enabled && getSessionToken() !== null,
  }).data;
  const count = unread ?? 0;
  useEffect(() => {
    document.title = titleWithUnread(count);
    showUnreadOnAppBadge(navigator, count);
  }, [count]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
      showUnreadOnAppBadge(navigator, 0);
    },
    [],
  );
}
