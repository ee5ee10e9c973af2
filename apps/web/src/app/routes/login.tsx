import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Loading } from '@/components/ui/loading';
import { TextLink } from '@/components/ui/text-link';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';

export function LoginRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Loading fullScreen />;
  if (isAuthenticated) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to see your matches and messages."
      footer={
        <>
          <p>
            New to {PRODUCT_NAME}? <TextLink to={paths.signup}>Create an account</TextLink>
          </p>
          <p>
            Got a verification code? <TextLink to={paths.verifyEmail}>Verify your email</TextLink>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
