import { useSearchParams } from 'react-router';
import { CancelEmailChangeScreen } from '@/features/auth/components/cancel-email-change-screen';

export function CancelEmailChangeRoute() {
  const [searchParams] = useSearchParams();
  return <CancelEmailChangeScreen token={searchParams.get('token')?.trim() ?? ''} />;
}
