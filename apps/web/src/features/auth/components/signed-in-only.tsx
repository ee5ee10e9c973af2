import type { ReactNode } from 'react';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '../hooks/use-auth';
import { SignInGate } from './sign-in-gate';

/** Wraps a signed-in-only screen: the sign-in gate when signed out (docs/PRODUCT.md "Sign-in gate"). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Loading fullScreen />;
  if (!isAuthenticated) return <SignInGate />;
  return children;
}
