import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Loading } from '@/components/ui/loading';
import { TextLink } from '@/components/ui/text-link';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUser } from '@/features/auth/api/get-user';
import { paths } from '@/lib/paths';

export function LoginRoute() {
  // The user query alone, not useAuth: its sign-out code has no use on this page.
  const { data: user, isLoading } = useUser();
  if (isLoading) return <Loading fullScreen />;
  if (user) return <Navigate to={paths.home} replace />;

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
