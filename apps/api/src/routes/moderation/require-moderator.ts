import { isModerator } from '@starmatch/db/queries/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { requireSession } from '../../plugins/session-auth.js';

/**
 * The onRequest hook of every /api/admin route. It runs before the route's input is validated, so
 * anyone who is not a signed-in moderator (no session, a member, any input) gets the same bare
 * 404 and learns nothing of these routes. The role is read on every call: a revoke counts at once.
 */
export async function requireModerator(
  this: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  try {
    await requireSession.call(this, request);
  } catch (error) {
    if (error instanceof HttpError) throw new NotFoundError();
    throw error;
  }
  if (!request.session || !(await isModerator(this.db, request.session.userId))) {
    request.session = null;
    throw new NotFoundError();
  }
}
