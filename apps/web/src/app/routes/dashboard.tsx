import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Loading } from '@/components/ui/loading';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardMessage } from '@/features/dashboard/components/dashboard-message';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { useActiveTab } from '@/features/dashboard/hooks/use-active-tab';
import { useDeck } from '@/features/explore/api/get-deck';
import { ExploreTab } from '@/features/explore/components/explore-tab';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileTab } from '@/features/profile/components/profile-tab';
import { paths } from '@/lib/paths';

/**
 * The signed-in home at `/`: the explore and profile tabs, switched in place by its own tab bar,
 * inside the members' frame (signed-in-layout.tsx), which holds the socket and the conversations.
 */
export function Dashboard() {
  const [tab, setTab] = useActiveTab();
  const { user } = useAuth();
  const { data: profile, isError } = useProfile(user?.hasProfile === true);
  const paused = user?.pausedAt != null;
  // A paused person sees nobody new: their deck is not even asked for until they resume.
  const candidates = useDeck(tab === 'explore' && !paused);

  let content: ReactNode;
  if (profile) {
    content =
      tab === 'profile' ? (
        <ProfileTab profile={profile} />
      ) : (
        <ExploreTab query={candidates} paused={paused} />
      );
  } else if (profile === null) {
    content = (
      <DashboardMessage title="Profile not found" text="Please complete your profile setup.">
        <ButtonLink to={paths.profileSetup}>Complete Profile</ButtonLink>
      </DashboardMessage>
    );
  } else if (isError) {
    content = (
      <DashboardMessage title="Something went wrong" text="Please try refreshing the page.">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </DashboardMessage>
    );
  } else {
    content = <Loading label="Loading your profile..." />;
  }

  return (
    <DashboardShell tab={tab} onTabChange={setTab} headerAction={<SignOutButton />}>
      {content}
    </DashboardShell>
  );
}
