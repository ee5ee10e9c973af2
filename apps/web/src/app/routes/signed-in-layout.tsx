import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PausedBanner } from '@/components/pause/paused-banner';
import { SignedInOnly } from '@/features/auth/components/signed-in-only';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BottomNav } from '@/features/dashboard/components/bottom-nav';
import { useUnreadOutsidePage } from '@/features/dashboard/hooks/use-unread-outside-page';
import { showsTabBar, tabForLocation } from '@/features/dashboard/tab-bar-location';
import { SafetyNoticeCards } from '@/features/safety/components/safety-notice-cards';
import { useRenewPushSubscription } from '@/hooks/use-renew-push-subscription';
import { LiveUpdates } from '@/lib/live-updates';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { ConversationsBeside } from '../conversations-beside';
import { Dashboard } from './dashboard';

const HOME_PATHS: readonly string[] = [paths.home, paths.app];

/**
 * What a member sees, mounted once for `/`, `/app` and every members-only route and kept from
 * one to the next: the socket and its live updates, on a wide screen the conversations beside
 * the explore card or the chat (app/two-pane.ts), and the screen with its tab bar. At `/` and
 * `/app` the screen is the dashboard, in place of the visitors' page those routes name; it
 * draws its own tab bar, whose Explore and Profile switch in place.
 */
function MembersFrame() {
  const { pathname, hash } = useLocation();
  const { user } = useAuth();
  const home = HOME_PATHS.includes(pathname);
  // Someone who has not finished their profile sets it up before anything else.
  const needsProfile = home && user?.hasProfile !== true;
  useUnreadOutsidePage(user?.hasProfile === true);
  useRenewPushSubscription(user?.id);
  let screen: ReactNode;
  if (needsProfile) screen = <Navigate to={paths.profileSetup} replace />;
  else if (home) screen = <Dashboard />;
  else {
    screen = (
      <>
        <Outlet />
        {showsTabBar(pathname) && <BottomNav activeTab={tabForLocation(pathname, hash)} />}
      </>
    );
  }
  return (
    // Someone without a profile has no matches or requests to hear about yet.
    <LiveUpdates enabled={user?.hasProfile === true}>
      {user?.pausedAt && <PausedBanner />}
      {user?.hasProfile === true && <SafetyNoticeCards />}
      {!needsProfile && <ConversationsBeside />}
      {screen}
    </LiveUpdates>
  );
}

/** The members' frame behind one sign-in gate, which stands in while nobody is signed in. */
export function SignedInLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // A user read longer ago than its stale time is asked for again on each screen, so a session
  // ended elsewhere meets the gate on the next screen rather than on the next visit to `/`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname: each screen asks afresh.
  useEffect(() => {
    void queryClient.refetchQueries(
      { queryKey: queryKeys.user(), stale: true },
      { cancelRefetch: false },
    );
  }, [queryClient, pathname]);
  return (
    <SignedInOnly>
      <MembersFrame />
    </SignedInOnly>
  );
}
