import { jsonResponse, stubFetch } from './render-app';

export type StubAnswer = Response | ((body: unknown) => Response | Promise<Response>);

/**
 * Answers fetch like the API, by 'METHOD /path' (query included). Anything
 * not listed gets a 404, so a request a test did not expect cannot pass as ok.
 */
export function stubApi(answers: Record<string, StubAnswer>) {
  return stubFetch(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = answers[key];
    if (answer === undefined)
      return jsonResponse({ message: `No stub for ${key}` }, { status: 404 });
    if (answer instanceof Response) return answer.clone();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer(body);
  });
}

type FetchMock = ReturnType<typeof stubFetch>;

/** The JSON bodies sent to 'METHOD /path', in order. */
export function sentBodies(fetchMock: FetchMock, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** Every 'METHOD /path' fetched, in order. */
export function requestKeys(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}

export function errorResponse(status: number, message: string, code?: string): Response {
  return jsonResponse(code ? { message, code } : { message }, { status });
}

/** A fetch that never reaches the server, as the browser reports it. */
export function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}
