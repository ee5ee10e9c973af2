import {
  type ApiRoute,
  buildPath,
  type RouteBodyInput,
  type RouteResponse,
} from '@starmatch/contracts/api-route';
import { apiRequest, type ResponseSchema } from './api-client';

export type QueryValue = string | number | boolean | undefined;

export interface ApiCallOptions<R extends ApiRoute> {
  /** Values for the route's ':name' path segments. */
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: RouteBodyInput<R> | FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onHeaders?: (headers: Headers) => void;
}

function withQuery(path: string, query: ApiCallOptions<ApiRoute>['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Calls one entry of the contracts' apiRoutes table: its method and path, and
 * its response schema to parse the answer, so no call site retypes either.
 */
export function apiCall<R extends ApiRoute>(
  route: R,
  options: ApiCallOptions<R> = {},
): Promise<RouteResponse<R>> {
  const path = withQuery(buildPath(route.path, options.params), options.query);
  return apiRequest(path, {
    method: route.method,
    body: options.body,
    signal: options.signal,
    headers: options.headers,
    ...(options.onHeaders ? { onHeaders: options.onHeaders } : {}),
    schema: route.response as ResponseSchema<RouteResponse<R>>,
  });
}
