/**
 * Every TanStack Query key of the SPA, in one place. Keys nest: a key is a prefix of the keys
 * below it, and invalidating a prefix refreshes them all (every matches query, the deck of
 * candidates included, starts with `matches.all()`). Features build their queryOptions from
 * these, and anything that refreshes another feature's data names the key here instead of
 * importing that feature.
 */
export const queryKeys = {
  appConfig: () => ['app-config'] as const,
  user: () => ['auth', 'user'] as const,
  profile: () => ['profile'] as const,
  /** The caller's uploads held for a moderator (docs/ARCHITECTURE.md "Banned photos"). */
  ownHeldPhotos: () => ['held-photos'] as const,
  settings: () => ['settings'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  dataExport: () => ['data-export'] as const,
  corrections: () => ['corrections'] as const,
  waitlistCount: () => ['waitlist', 'count'] as const,
  blocks: () => ['blocks'] as const,
  safetyNotices: () => ['safety-notices'] as const,
  /** The sanction an appeal link names, and its appeal. */
  appeal: (token: string) => ['appeal', token] as const,
  matches: {
    all: () => ['matches'] as const,
    list: () => ['matches', 'list'] as const,
    deck: () => ['matches', 'deck'] as const,
    /** Ended in the last 90 days; under `matches.all()`, so an unmatch refreshes it too. */
    past: () => ['matches', 'past'] as const,
    /** The other person of a match as the chat header opens them; an unmatch drops it too. */
    profile: (matchId: string) => ['matches', 'profile', matchId] as const,
    requests: {
      all: () => ['matches', 'requests'] as const,
      list: () => ['matches', 'requests', 'list'] as const,
      count: () => ['matches', 'requests', 'count'] as const,
    },
  },
  messages: {
    match: (matchId: string) => ['messages', 'match', matchId] as const,
    unreadCount: () => ['messages', 'unread-count'] as const,
    /** The other person's presence, as the chat header shows it. */
    presence: (matchId: string) => ['messages', 'presence', matchId] as const,
  },
  admin: {
    all: () => ['admin'] as const,
    reports: (status: 'open' | 'resolved') => ['admin', 'reports', status] as const,
    audit: () => ['admin', 'audit'] as const,
    stats: () => ['admin', 'stats'] as const,
    corrections: () => ['admin', 'corrections'] as const,
    appeals: () => ['admin', 'appeals'] as const,
    heldPhotos: () => ['admin', 'held-photos'] as const,
    photo: (path: string) => ['admin', 'photo', path] as const,
  },
};
