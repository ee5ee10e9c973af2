import { findSessionOwner, type SessionOwner } from '@starmatch/db/queries/sessions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors/http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on signed-in routes. */
    session: SessionOwner | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

export function registerSessionAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** The onRequest hook of every signed-in route: a live bearer session or 401. */
export async function requireSession(
  this: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const owner = token ? await findSessionOwner(this.db, token) : null;
  if (!owner) throw new UnauthorizedError();
  request.session = owner;
}

/** For handlers behind `requireSession`: the hook guarantees the session is there. */
export function sessionOf(request: FastifyRequest): SessionOwner {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
