import type { z } from 'zod';

// The shape of one entry in the apiRoutes table, and helpers typed by it.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Failure statuses of calls anyone may make: bad input, rate limited. */
export const PUBLIC_ERRORS = [400, 429] as const;
/** Failure statuses of signed-in calls with input: bad input, no session, rate limited. */
export const AUTHED_ERRORS = [400, 401, 429] as const;

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Fastify-style path: '/api/messages/:matchId'. */
  readonly path: string;
  readonly summary: string;
  /** Needs `Authorization: Bearer <sessionToken>`. */
  readonly auth: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body. Absent for calls without one, and for the multipart upload. */
  readonly body?: z.ZodType;
  /** Multipart form data with one file in this field instead of a JSON body. */
  readonly multipartFileField?: string;
  /** Status of a successful answer, whose body `response` describes. */
  /** 204 answers with no body (`response` is z.null()). */
  readonly status: 200 | 201 | 204;
  readonly response: z.ZodType;
  /** Statuses this call can fail with; their body is errorBodySchema. */
  readonly errors: readonly number[];
}

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a client sends as the JSON body of route R (before server-side trimming and defaults). */
export type RouteBodyInput<R extends ApiRoute> = z.input<SchemaOf<R, 'body'>>;
/** The body of route R after the server parsed it. */
export type RouteBody<R extends ApiRoute> = z.output<SchemaOf<R, 'body'>>;
export type RouteQueryInput<R extends ApiRoute> = z.input<SchemaOf<R, 'query'>>;
export type RouteQuery<R extends ApiRoute> = z.output<SchemaOf<R, 'query'>>;
export type RouteParams<R extends ApiRoute> = z.output<SchemaOf<R, 'params'>>;
export type RouteResponse<R extends ApiRoute> = z.output<R['response']>;

export class MissingPathParamError extends Error {
  override readonly name = 'MissingPathParamError';
  constructor(
    readonly path: string,
    readonly param: string,
  ) {
    super(`Missing value for :${param} in ${path}`);
  }
}

/** '/api/matches/:id/unmatch' with { id: 'abc' } -> '/api/matches/abc/unmatch' (values URI-encoded). */
export function buildPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new MissingPathParamError(path, name);
    return encodeURIComponent(value);
  });
}
