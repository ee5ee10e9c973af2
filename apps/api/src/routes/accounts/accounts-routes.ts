import type { FastifyInstance } from 'fastify';
import { currentUserRoute } from './current-user-route.js';
import { deleteAccountRoute } from './delete-account-route.js';
import { forgotPasswordRoute } from './forgot-password-route.js';
import { loginRoute } from './login-route.js';
import { logoutRoute } from './logout-route.js';
import { resendVerificationRoute } from './resend-verification-route.js';
import { resetPasswordRoute } from './reset-password-route.js';
import { signupRoute } from './signup-route.js';
import { updateEmailRoute } from './update-email-route.js';
import { verifyEmailRoute } from './verify-email-route.js';

/** Accounts: signing up and verifying, signing in and out, passwords, the email, deletion. */
export async function accountsRoutes(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  await app.register(signupRoute);
  await app.register(verifyEmailRoute);
  await app.register(resendVerificationRoute);
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(currentUserRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  await app.register(updateEmailRoute);
  await app.register(deleteAccountRoute, { uploadDir: options.uploadDir });
}
