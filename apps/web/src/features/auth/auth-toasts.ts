import { API_MESSAGES } from '@starmatch/contracts/api-messages';

// Toast texts of the account screens (docs/PRODUCT.md "Error messages", word for word). Where a
// toast shows "the server message or" a fallback, the fallback is here.

const TRY_AGAIN = 'Something went wrong. Please try again.';

export const AUTH_TOASTS = {
  signupFailed: { title: 'Signup failed', fallback: TRY_AGAIN },
  signupSucceeded: { title: 'Check your email', fallback: API_MESSAGES.signupAccepted },
  loginFailed: { title: 'Login Failed', fallback: 'Invalid email or password.' },
  emailNotVerified: { title: 'Verify your email', fallback: API_MESSAGES.emailNotVerified },
  verificationFailed: {
    title: 'Verification Failed',
    fallback: 'Invalid or expired verification code.',
  },
  codeResent: { title: 'New code sent', fallback: API_MESSAGES.verificationResent },
  resendFailed: { title: "Couldn't send a new code", fallback: TRY_AGAIN },
  forgotSucceeded: { title: 'Check your email', description: API_MESSAGES.forgotPassword },
  forgotFailed: { title: 'Request Failed', fallback: TRY_AGAIN },
  invalidResetLink: { title: 'Invalid Reset Link', description: API_MESSAGES.invalidResetToken },
  resetSucceeded: { title: 'Password reset', fallback: API_MESSAGES.passwordReset },
  resetFailed: { title: 'Reset Failed', fallback: "We couldn't reset your password." },
} as const;

/** docs/PRODUCT.md "Error messages": the reason, then 'The link may be expired.' */
export function resetFailedDescription(message: string | undefined): string {
  return `${message ?? AUTH_TOASTS.resetFailed.fallback} The link may be expired.`;
}
