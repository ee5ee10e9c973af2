import { useSearchParams } from 'react-router';
import { AppealScreen } from '@/features/appeals/components/appeal-screen';

export function AppealRoute() {
  const [searchParams] = useSearchParams();
  return <AppealScreen token={searchParams.get('token')?.trim() ?? ''} />;
}
