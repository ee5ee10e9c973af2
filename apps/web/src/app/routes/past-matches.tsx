import { PastMatchesScreen } from '@/features/safety/components/past-matches-screen';

export function PastMatchesRoute() {
  return <PastMatchesScreen />;
}
