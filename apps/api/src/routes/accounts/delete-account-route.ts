import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { type SessionEndedEvent, userChannel } from '@starmatch/contracts/bus-events';
import { verifyPassword } from '@starmatch/db/passwords';
import { listMatchPartners } from '@starmatch/db/queries/matches';
import { deleteUser, findUserById } from '@starmatch/db/queries/users';
import { publishToUsers } from '@starmatch/service-kit/publish-to-users';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { checkPasswordWithinLimits } from '../../rate-limits/password-attempts.js';

/** Where the upload route keeps a person's photos: `<UPLOAD_DIR>/profiles/<userId>`. */
function photoFolderOf(uploadDir: string, userId: string): string {
  return join(uploadDir, 'profiles', userId);
}

/**
 * The current password is asked again (a session token alone, which lives in localStorage, must
 * not erase an account), and a wrong one counts as a failed sign-in of the account from this
 * address (password-attempts.ts), so a stolen session cannot guess at it faster than sign-in can.
 * One transaction (deleteUser) removes the user row and the waitlist entry of their address;
 * every table that refers to users cascades, so sessions, codes, profile, photos, settings,
 * swipes, requests, matches, messages, decks and tickets go with it or not at all. Files and
 * sockets are dealt with after the commit. Each match partner, read before the delete, gets
 * `match_ended`: the same frame a block sends, so the two look identical to them.
 */
export async function deleteAccountRoute(
  app: FastifyInstance,
  options: { uploadDir: string },
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
    const partners = await listMatchPartners(app.db, userId);
    await deleteUser(app.db, userId);
    await Promise.all(
      partners.map(({ matchId, otherUserId }) =>
        publishToUsers(app.bus, request.raw.log, [otherUserId], { type: 'match_ended', matchId }),
      ),
    );
    await rm(photoFolderOf(options.uploadDir, userId), { recursive: true, force: true });
    const ended: SessionEndedEvent = { type: 'session_ended', reason: 'account_deleted' };
    await app.bus.publish(userChannel(userId), ended);
    return { message: API_MESSAGES.accountDeleted };
  });
}
