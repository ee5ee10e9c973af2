import type { DashboardTab } from '@starmatch/contracts/constants';
import { CONVERSATIONS_SECTION_ID } from '@/lib/conversations-section';
import { paths } from '@/lib/paths';

/**
 * Screens without the tab bar: the chat (its composer holds the bottom edge, as in Hinge and
 * Bumble), profile setup (onboarding, before there is anything to explore) and the moderators'
 * tools (not part of a dating member's navigation).
 */
const WITHOUT_TAB_BAR: readonly string[] = [paths.chat, paths.profileSetup, paths.admin];

export function showsTabBar(pathname: string): boolean {
  return !WITHOUT_TAB_BAR.includes(pathname);
}

/**
 * The tab a members-only page belongs to, for the tab bar's highlight. `/matches` is Messages
 * when it was opened at the conversations; the settings sub-pages belong to Settings.
 */
export function tabForLocation(pathname: string, hash: string): DashboardTab | null {
  if (pathname === paths.matches) {
    return hash === `#${CONVERSATIONS_SECTION_ID}` ? 'messages' : 'matches';
  }
  if (pathname === paths.settings || pathname.startsWith(`${paths.settings}/`)) return 'settings';
  return null;
}
