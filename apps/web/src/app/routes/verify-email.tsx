import { useSearchParams } from 'react-router';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return <VerifyEmailScreen emailFromLink={searchParams.get('email') ?? ''} />;
}
