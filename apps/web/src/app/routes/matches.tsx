import { MatchesScreen } from '@/features/matches/components/matches-screen';

export function MatchesRoute() {
  return <MatchesScreen />;
}
