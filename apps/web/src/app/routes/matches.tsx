import { SignedInOnly } from '@/features/auth/components/signed-in-only';
import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { LiveUpdates } from '@/lib/live-updates';

export function MatchesRoute() {
  return (
    <SignedInOnly>
      <LiveUpdates />
      <MatchesScreen />
    </SignedInOnly>
  );
}
