import type { LightMyRequestResponse } from 'fastify';
import type { TestApi } from './test-api.js';

let ipCounter = 0;

/**
 * A client address no other request in this file has used, so per-IP rate limits of one test
 * never spill into another (each test file has its own counters).
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  ip?: string;
  /** The session token to send as a bearer token; none when absent. */
  token?: string;
  headers?: Record<string, string>;
}

/** One JSON call from its own address unless told otherwise. */
export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
