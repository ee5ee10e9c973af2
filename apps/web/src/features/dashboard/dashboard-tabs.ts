import { type DashboardTab, PREVIEW_LIMITS } from '@starmatch/contracts/constants';
import { conversationsPath } from '@/lib/conversations-section';
import { paths } from '@/lib/paths';

/** Tabs that switch the dashboard's content in place at `/`. */
export type InPlaceTab = Extract<DashboardTab, 'explore' | 'profile'>;

export type NavTarget = { kind: 'in-place'; tab: InPlaceTab } | { kind: 'page'; to: string };

export interface NavTabDefinition {
  tab: DashboardTab;
  label: string;
  target: NavTarget;
  badge?: 'matchRequests' | 'unreadMessages';
}

/** docs/PRODUCT.md "Dashboard": the five tabs of the bottom navigation, in order. */
export const NAV_TABS: readonly NavTabDefinition[] = [
  { tab: 'explore', label: 'Explore', target: { kind: 'in-place', tab: 'explore' } },
  {
    tab: 'matches',
    label: 'Matches',
    target: { kind: 'page', to: paths.matches },
    badge: 'matchRequests',
  },
  {
    tab: 'messages',
    label: 'Messages',
    // /matches (docs/PRODUCT.md "Matches screen"), opened at the conversations, so the tab
    // differs from Matches.
    target: { kind: 'page', to: conversationsPath },
    badge: 'unreadMessages',
  },
  { tab: 'profile', label: 'Profile', target: { kind: 'in-place', tab: 'profile' } },
  { tab: 'settings', label: 'Settings', target: { kind: 'page', to: paths.settings } },
];

/** The header title: 'Profile' on the profile tab, otherwise the tab's name capitalised. */
export function tabTitle(tab: DashboardTab): string {
  if (tab === 'profile') return 'Profile';
  return tab.charAt(0).toUpperCase() + tab.slice(1);
}

/** A badge's text: the count, or '9+' above 9. */
export function badgeText(count: number): string {
  return count > PREVIEW_LIMITS.badgeCap ? PREVIEW_LIMITS.badgeOverflowLabel : String(count);
}
