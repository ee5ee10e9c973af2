import type { SignupForm } from '@starmatch/contracts/signup';
import { signupFormToRequest } from '@starmatch/contracts/signup';
import { useNavigate } from 'react-router';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { paths, verifyEmailPath } from '@/lib/paths';
import { useSignup } from '../api/signup';
import { AUTH_TOASTS } from '../auth-toasts';
import { loginState } from '../login-state';

/**
 * Sends a valid signup form. On success the person goes to /login (docs/PRODUCT.md "Sign up") with
 * their email filled in, and a toast tells them to look for the code, with a
 * shortcut to the code screen.
 */
export function useSignupSubmit() {
  const navigate = useNavigate();
  const signup = useSignup();

  const submit = (form: SignupForm) => {
    const request = signupFormToRequest(form);
    signup.mutate(request, {
      onSuccess: ({ message }) => {
        const codePath = verifyEmailPath(request.email);
        toast({
          title: AUTH_TOASTS.signupSucceeded.title,
          description: message || AUTH_TOASTS.signupSucceeded.fallback,
          action: (
            <ToastAction
              altText="Enter your verification code"
              onClick={() => void navigate(codePath)}
            >
              Enter code
            </ToastAction>
          ),
          followsNavigation: true,
        });
        void navigate(paths.login, { state: loginState(request.email) });
      },
      onError: (error) => {
        const { title, fallback } = AUTH_TOASTS.signupFailed;
        toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
      },
    });
  };

  return { submit, isPending: signup.isPending };
}
