import { useSearchParams } from 'react-router';
import { UnsubscribeScreen } from '@/features/notifications/components/unsubscribe-screen';

export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  return <UnsubscribeScreen token={searchParams.get('token')?.trim() ?? ''} />;
}
