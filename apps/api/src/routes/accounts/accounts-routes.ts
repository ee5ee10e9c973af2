import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { abandonEmailChangeRoute } from './abandon-email-change-route.js';
import { cancelEmailChangeRoute } from './cancel-email-change-route.js';
import { confirmEmailChangeRoute } from './confirm-email-change-route.js';
import { currentUserRoute } from './current-user-route.js';
import { deleteAccountRoute } from './delete-account-route.js';
import { forgotPasswordRoute } from './forgot-password-route.js';
import { loginRoute } from './login-route.js';
import { logoutRoute } from './logout-route.js';
import { pauseAccountRoutes } from './pause-account-routes.js';
import { resendEmailChangeCodeRoute } from './resend-email-change-code-route.js';
import { resendVerificationRoute } from './resend-verification-route.js';
import { resetPasswordRoute } from './reset-password-route.js';
import { signupRoute } from './signup-route.js';
import { updateEmailRoute } from './update-email-route.js';
import { verifyEmailRoute } from './verify-email-route.js';

/** Accounts: signing up and verifying, signing in and out, passwords, the email, a pause, deletion. */
export async function accountsRoutes(
  app: FastifyInstance,
  options: { photos: PhotoStore },
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
  await app.register(confirmEmailChangeRoute);
  await app.register(resendEmailChangeCodeRoute);
  await app.register(abandonEmailChangeRoute);
  await app.register(cancelEmailChangeRoute);
  await app.register(pauseAccountRoutes);
  await app.register(deleteAccountRoute, { photos: options.photos });
}
