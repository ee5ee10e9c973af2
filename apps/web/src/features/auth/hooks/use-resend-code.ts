import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { useResendVerification } from '../api/verify-email';
import { AUTH_TOASTS } from '../auth-toasts';

/** "Send a new code": the server's answer is the same for every email, and is shown as is. */
export function useResendCode() {
  const resend = useResendVerification();

  const send = (email: string) => {
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          const { title, fallback } = AUTH_TOASTS.codeResent;
          toast({ title, description: message || fallback });
        },
        onError: (error) => {
          const { title, fallback } = AUTH_TOASTS.resendFailed;
          toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
        },
      },
    );
  };

  return { send, isPending: resend.isPending };
}
