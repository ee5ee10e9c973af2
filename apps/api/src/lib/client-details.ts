import type { FastifyRequest } from 'fastify';

const USER_AGENT_MAX_CHARS = 1024;

/** The User-Agent header, cut to what the tables keep, or null when absent or blank. */
export function userAgentOf(request: FastifyRequest, fromBody?: string): string | null {
  const value = (fromBody?.trim() || request.headers['user-agent']?.trim()) ?? '';
  return value === '' ? null : value.slice(0, USER_AGENT_MAX_CHARS);
}
