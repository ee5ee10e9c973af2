import { Outlet, useLocation } from 'react-router';
import { SignedInOnly } from '@/features/auth/components/signed-in-only';
import { BottomNav } from '@/features/dashboard/components/bottom-nav';
import { showsTabBar, tabForLocation } from '@/features/dashboard/tab-bar-location';
import { ConversationsBeside } from '../conversations-beside';

/**
 * The parent of every members-only route: one sign-in gate for them all, the tab bar, and on a
 * wide screen the conversations beside the explore card or the chat (app/two-pane.ts).
 */
export function SignedInLayout() {
  // Keyed by the path, the gate mounts afresh on each screen, as it did when every screen wrapped
  // itself in one: a user read longer ago than its stale time is asked for again, so a session
  // ended elsewhere meets the gate on the next screen rather than on the next visit to `/`.
  const { pathname, hash } = useLocation();
  return (
    <SignedInOnly key={pathname}>
      <ConversationsBeside />
      <Outlet />
      {/* Inside the gate: the tab bar is for members, not for the sign-in card. */}
      {showsTabBar(pathname) && <BottomNav activeTab={tabForLocation(pathname, hash)} />}
    </SignedInOnly>
  );
}
