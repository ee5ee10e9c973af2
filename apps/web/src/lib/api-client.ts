import { noteApiAnswered, noteApiFailed } from './api-reachability';
import { takeEarlyResponse } from './early-requests';
import { getSessionToken } from './session-token';

/** Anything with a zod-like `parse`; the contracts schemas fit without this app importing zod. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, or as-is when it is FormData (the browser sets the multipart boundary). */
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the answer's headers (a list's next-page cursor) before its body is parsed. */
  onHeaders?: (headers: Headers) => void;
}

/** A non-ok response: the message is 'status: body text', as docs/PRODUCT.md "Calls to the server" shows it. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The response body parsed as JSON, or its raw text when it is not JSON. */
  readonly body: unknown;

  /** statusText stands in for the message when the body is empty. */
  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseBody(bodyText);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function buildRequestInit(options: ApiRequestOptions<unknown> = {}): RequestInit {
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    ...options.headers,
  });
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  return {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    cache: 'no-store',
    signal: options.signal,
  };
}

/**
 * The one way the SPA talks to the REST API: bearer token from storage,
 * cookies included, caches bypassed, JSON in and out. A read the page asked
 * for before the app ran (early-requests.ts) takes that answer instead.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const isRead = (options.method ?? 'GET') === 'GET';
  const response = await (
    (isRead && takeEarlyResponse(path)) ||
    fetch(path, buildRequestInit(options))
  ).catch((error: unknown) => {
    // A read that cannot be sent may mean the page has no connection at all; a failed write is
    // the form's to explain (it keeps what the person typed).
    if (isRead) noteApiFailed(error);
    throw error;
  });
  noteApiAnswered();
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  options.onHeaders?.(response.headers);
  const text = await response.text();
  // A 204 has no body, which the contracts describe as null (api-route.ts).
  const data: unknown = response.status === 204 ? null : text === '' ? undefined : JSON.parse(text);
  return options.schema ? options.schema.parse(data) : (data as T);
}
