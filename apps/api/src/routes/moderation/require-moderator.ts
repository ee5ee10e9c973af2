import { isModerator } from '@starmatch/db/queries/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { requireSession } from '../../plugins/session-auth.js';

/**
 * The onRequest hook of every /api/admin route. It runs before the route's input is validated, so
 * anyone who is not a signed-in moderator (no session, a member, any input) gets the answer of
 * the /api scope's not-found handler, the one an unknown path gets, and cannot tell these routes
 * from routes that do not exist. The role is read on every call: a revoke counts at once.
 */
export async function requireModerator(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  try {
    await requireSession.call(this, request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  if (request.session && (await isModerator(this.db, request.session.userId))) return undefined;
  request.session = null;
  // An async hook that has answered returns the reply, so Fastify runs nothing after it.
  reply.callNotFound();
  return reply;
}
