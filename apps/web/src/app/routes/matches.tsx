import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { LiveUpdates } from '@/lib/live-updates';

export function MatchesRoute() {
  return (
    <>
      <LiveUpdates />
      <MatchesScreen />
    </>
  );
}
