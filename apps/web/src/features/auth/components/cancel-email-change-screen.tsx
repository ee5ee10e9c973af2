import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { TextLink } from '@/components/ui/text-link';
import { isApiErrorWithCode, serverMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { clearLocalSession } from '../api/logout';
import { loginState } from '../login-state';
import { DoneMark } from './done-mark';

/**
 * /cancel-email-change?token=…, from the notice sent to the old address
 * (docs/ARCHITECTURE.md "Email change"). It acts only when the person presses the button, so a
 * mail scanner that opens links cannot cancel a change on its own.
 */
export function CancelEmailChangeScreen({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const cancel = useCancelEmailChange();

  if (token === '' || cancel.isError) {
    const deadLink = token === '' || isApiErrorWithCode(cancel.error, 'INVALID_CANCEL_TOKEN');
    const message = deadLink
      ? API_MESSAGES.invalidCancelToken
      : (serverMessage(cancel.error) ?? `We couldn't reach ${PRODUCT_NAME}. Please try again.`);
    return (
      <AuthLayout title="Couldn't cancel the change">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-star">{message}</p>
          <p className="text-haze">
            If your email was changed without you, reset your password from the sign-in screen, or
            reply to the email we sent you and we'll help.
          </p>
          {!deadLink && (
            <Button size="lg" className="w-full" onClick={() => cancel.reset()}>
              Try again
            </Button>
          )}
          <ButtonLink
            to={paths.login}
            variant={deadLink ? 'primary' : 'secondary'}
            size="lg"
            className="w-full"
          >
            Sign In
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (cancel.isSuccess) {
    const { message, email } = cancel.data;
    return (
      <AuthLayout title="Email change cancelled">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <DoneMark />
          <p className="text-lg text-star">{message}</p>
          <p className="text-haze">
            If you didn&rsquo;t ask for this change, someone may know your password.{' '}
            <TextLink to={paths.forgotPassword}>Reset your password</TextLink> so they can&rsquo;t
            sign in again.
          </p>
          <ButtonLink to={paths.login} state={loginState(email)} size="lg" className="w-full">
            Sign In
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  const onCancel = () => {
    cancel.mutate(
      { token },
      // Every session ended, this browser's too: forget it rather than send a dead token.
      { onSuccess: () => clearLocalSession(queryClient) },
    );
  };

  return (
    <AuthLayout
      title="Cancel email change"
      description={`Someone asked to change the email address of your ${PRODUCT_NAME} account. If it wasn't you, cancel it here.`}
      footer={<p>Made the change yourself? Then you don&rsquo;t need to do anything.</p>}
    >
      <div className="flex flex-col gap-4">
        <p className="text-haze">
          Cancelling keeps this address on your account (or puts it back if the change already went
          through) and signs your account out on every device.
        </p>
        <Button
          size="lg"
          className="w-full"
          onClick={onCancel}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel the change'}
        </Button>
      </div>
    </AuthLayout>
  );
}
