import { describe, expect, it } from 'vitest';
import { showsTabBar, tabForLocation } from '@/features/dashboard/tab-bar-location';

describe('the tab bar', () => {
  it('shows on the members’ screens but the chat, profile setup and admin', () => {
    for (const path of ['/', '/matches', '/settings', '/settings/blocked-people']) {
      expect(showsTabBar(path), path).toBe(true);
    }
    for (const path of ['/chat', '/profile-setup', '/admin']) {
      expect(showsTabBar(path), path).toBe(false);
    }
  });

  it('highlights Messages on /matches opened at the conversations, Matches otherwise', () => {
    expect(tabForLocation('/matches', '#conversations')).toBe('messages');
    expect(tabForLocation('/matches', '')).toBe('matches');
    expect(tabForLocation('/matches', '#elsewhere')).toBe('matches');
  });

  it('highlights Settings on its sub-pages, and nothing on a screen of no tab', () => {
    expect(tabForLocation('/settings', '')).toBe('settings');
    expect(tabForLocation('/settings/past-matches', '')).toBe('settings');
    expect(tabForLocation('/settingsx', '')).toBeNull();
    expect(tabForLocation('/chat', '')).toBeNull();
  });
});
