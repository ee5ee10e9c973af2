import { deleteAccountRequestSchema } from './account.js';
import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS, PUBLIC_ERRORS } from './api-route.js';
import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from './auth.js';
import {
  cancelEmailChangeRequestSchema,
  confirmEmailChangeRequestSchema,
  emailChangeResultSchema,
  updateEmailRequestSchema,
  updateEmailResponseSchema,
} from './email-change.js';
import { messageResponseSchema } from './fields.js';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from './password-reset.js';
import { signupRequestSchema } from './signup.js';

/** Signup, sign-in, verification, password reset and account calls. */
export const accountsRoutes = {
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    auth: true,
    status: 200,
    response: currentUserSchema,
    errors: [401],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End this session',
    auth: true,
    status: 200,
    response: messageResponseSchema,
    errors: [401],
  },
  signup: {
    method: 'POST',
    path: '/api/signup',
    summary:
      'Create an account; answers the same whether or not the email is known; 403 for the email of a banned account',
    auth: false,
    body: signupRequestSchema,
    status: 201,
    response: messageResponseSchema,
    errors: [...PUBLIC_ERRORS, 403],
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary:
      'Sign in; 403 EMAIL_NOT_VERIFIED for an unverified email, 403 for a suspended or banned account',
    auth: false,
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [400, 401, 403, 429],
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/verify-email',
    summary: 'Verify an email with its 6-character code',
    auth: false,
    body: verifyEmailRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: PUBLIC_ERRORS,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/verify-email/resend',
    summary: 'Send a new verification code',
    auth: false,
    body: resendVerificationRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: PUBLIC_ERRORS,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Email a password reset link if the account exists',
    auth: false,
    body: forgotPasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: PUBLIC_ERRORS,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset token; ends every session',
    auth: false,
    body: resetPasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: PUBLIC_ERRORS,
  },
  updateEmail: {
    method: 'PATCH',
    path: '/api/user/email',
    summary:
      'Ask to change the sign-in email, with the current password (403 INCORRECT_PASSWORD, counted in its own budget): emails a code to the new address and a cancel link to the old one; replaces an earlier pending change',
    auth: true,
    body: updateEmailRequestSchema,
    status: 200,
    response: updateEmailResponseSchema,
    errors: [...AUTHED_ERRORS, 403, 409],
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/user/email/confirm',
    summary:
      'Finish the pending email change with the code sent to the new address; 409 if the address was taken meanwhile',
    auth: true,
    body: confirmEmailChangeRequestSchema,
    status: 200,
    response: emailChangeResultSchema,
    errors: [...AUTHED_ERRORS, 409],
  },
  resendEmailChangeCode: {
    method: 'POST',
    path: '/api/user/email/resend',
    summary: 'Email a new code for the pending email change (earlier codes stay valid)',
    auth: true,
    status: 200,
    response: updateEmailResponseSchema,
    errors: AUTHED_ERRORS,
  },
  abandonEmailChange: {
    method: 'DELETE',
    path: '/api/user/email/pending',
    summary: 'Drop the pending email change; the address stays as it is',
    auth: true,
    status: 200,
    response: messageResponseSchema,
    errors: [401],
  },
  cancelEmailChange: {
    method: 'POST',
    path: '/api/user/email/cancel',
    summary:
      'The link in the notice to the old address: drops the change, or puts the old address back if it took effect; ends every session',
    auth: false,
    body: cancelEmailChangeRequestSchema,
    status: 200,
    response: emailChangeResultSchema,
    errors: [...PUBLIC_ERRORS, 409],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user/account',
    summary:
      'Delete the account, its data and photos, with the current password (403 INCORRECT_PASSWORD, counted with sign-in failures); ends every session',
    auth: true,
    body: deleteAccountRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...AUTHED_ERRORS, 403],
  },
  pauseAccount: {
    method: 'POST',
    path: '/api/user/pause',
    summary:
      'Pause the account: out of every deck at once and no new requests; matches and chats go on, notifications stop. Pausing again keeps the first time',
    auth: true,
    status: 200,
    response: currentUserSchema,
    errors: AUTHED_ERRORS,
  },
  resumeAccount: {
    method: 'DELETE',
    path: '/api/user/pause',
    summary: 'Resume a paused account: back in decks at once; resuming when not paused is fine',
    auth: true,
    status: 200,
    response: currentUserSchema,
    errors: AUTHED_ERRORS,
  },
} as const satisfies Record<string, ApiRoute>;
