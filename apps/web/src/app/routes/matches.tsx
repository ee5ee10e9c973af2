import { SignedInOnly } from '../../features/auth/components/signed-in-only';
import { MatchesScreen } from '../../features/matches/components/matches-screen';

export function MatchesRoute() {
  return (
    <SignedInOnly>
      <MatchesScreen />
    </SignedInOnly>
  );
}
