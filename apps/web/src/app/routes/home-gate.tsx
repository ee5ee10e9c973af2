import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { Dashboard } from './dashboard';

/**
 * `/` and `/app`: the dashboard, or `signedOut` for visitors. Someone who
 * has not finished their profile is sent to set it up first.
 */
export function HomeGate({ signedOut }: { signedOut: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading fullScreen />;
  if (user === null) return signedOut;
  if (!user.hasProfile) return <Navigate to="/profile-setup" replace />;
  return <Dashboard />;
}
