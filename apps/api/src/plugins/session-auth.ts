import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { findSessionOwner, type SessionOwner } from '@starmatch/db/queries/sessions';
import { bearerTokenOf } from '@starmatch/service-kit/bearer-token';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/http-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on signed-in routes. */
    session: SessionOwner | null;
  }
}

/** What a session token can look like (base64url, 256 bits); anything else is not looked up. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function registerSessionAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/**
 * The onRequest hook of every signed-in route: a live bearer session or 401. A scope's own hook
 * that ran first (the moderation routes' role check) may have found the session already.
 */
export async function requireSession(
  this: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  if (request.session) return;
  const token = bearerTokenOf(request.headers.authorization);
  const owner = token && SESSION_TOKEN.test(token) ? await findSessionOwner(this.db, token) : null;
  if (!owner) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
  request.session = owner;
}

/** For handlers behind `requireSession`: the hook guarantees the session is there. */
export function sessionOf(request: FastifyRequest): SessionOwner {
  if (!request.session) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
  return request.session;
}
