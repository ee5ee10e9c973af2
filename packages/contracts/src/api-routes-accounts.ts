import { updateEmailRequestSchema, updateEmailResponseSchema } from './account.js';
import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS, PUBLIC_ERRORS } from './api-route.js';
import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from './auth.js';
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
    summary: 'Change the sign-in email',
    auth: true,
    body: updateEmailRequestSchema,
    status: 200,
    response: updateEmailResponseSchema,
    errors: [...AUTHED_ERRORS, 409],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user/account',
    summary: 'Delete the account, its data and photos; ends every session',
    auth: true,
    status: 200,
    response: messageResponseSchema,
    errors: [401],
  },
} as const satisfies Record<string, ApiRoute>;
