import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { verifyPassword } from '@starmatch/db/passwords';
import { findUserById } from '@starmatch/db/queries/users';
import { deleteAccount } from '@starmatch/domain/accounts/delete-account';
import { type PhotoStore, photoKeys } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { checkPasswordWithinLimits } from '../../rate-limits/password-attempts.js';

/**
 * The current password is asked again (a session token alone, which lives in localStorage, must
 * not erase an account), and a wrong one counts as a failed sign-in of the account from this
 * address (password-attempts.ts), so a stolen session cannot guess at it faster than sign-in can.
 * The deletion itself, and what each match partner and the person's sockets hear of it, is
 * packages/domain accounts/delete-account.ts; the photo files go after its commit.
 */
export async function deleteAccountRoute(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  contractRoute(app, apiRoutes.deleteAccount, async (request) => {
    const { userId } = sessionOf(request.raw);
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    const matches = await checkPasswordWithinLimits(
      app,
      { account: user.email, ip: request.raw.ip },
      () => verifyPassword(user.password_hash, request.body.currentPassword),
    );
    if (!matches) throw new HttpError('INCORRECT_PASSWORD', API_MESSAGES.incorrectCurrentPassword);
    await deleteAccount(app.domain, { userId });
    // Everything of the person: photos, thumbnails, block snapshot copies (`profiles/<userId>/`).
    await options.photos.deletePrefix(photoKeys.userPrefix(userId));
    return { message: API_MESSAGES.accountDeleted };
  });
}
