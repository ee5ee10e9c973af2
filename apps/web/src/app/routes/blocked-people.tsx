import { BlockedPeopleScreen } from '@/features/safety/components/blocked-people-screen';

export function BlockedPeopleRoute() {
  return <BlockedPeopleScreen />;
}
