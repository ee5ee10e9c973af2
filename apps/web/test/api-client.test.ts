import { currentUserSchema } from '@starmatch/contracts/auth';
import { noContentResponseSchema } from '@starmatch/contracts/blocks';
import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { jsonResponse, stubFetch } from './render-app';

const USER = {
  id: '0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c001',
  email: 'ana@example.nz',
  fullName: 'Ana Tui',
  emailVerified: true,
  hasProfile: false,
  pendingEmail: null,
  pausedAt: null,
};

function sentInit(fetchMock: ReturnType<typeof stubFetch>, call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`fetch call ${call} had no init`);
  return init;
}

describe('apiRequest', () => {
  it('sends the stored token as a bearer header, with credentials and no-cache headers', async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    const fetchMock = stubFetch(async () => jsonResponse(USER));

    const user = await apiRequest('/api/auth/user', { schema: currentUserSchema });

    expect(user).toEqual(USER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
    const init = sentInit(fetchMock);
    const headers = new Headers(init.headers);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ count: 4 }));
    await apiRequest('/api/waitlist/count');
    expect(new Headers(sentInit(fetchMock).headers).has('Authorization')).toBe(false);
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true }));
    await apiRequest('/api/matches/like', {
      method: 'POST',
      body: { targetUserId: USER.id, isLike: true },
    });
    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(`{"targetUserId":"${USER.id}","isLike":true}`);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('leaves FormData for the browser to encode', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ url: '/uploads/a.webp' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it("raises ApiError 'status: body text' with the parsed body on a non-ok response", async () => {
    stubFetch(async () =>
      jsonResponse({ message: 'Not allowed', code: 'FORBIDDEN' }, { status: 403 }),
    );
    const error = await apiRequest('/api/profile').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: '403: {"message":"Not allowed","code":"FORBIDDEN"}',
      status: 403,
      body: { message: 'Not allowed', code: 'FORBIDDEN' },
    });
  });

  it('uses the status text when the error body is empty, and keeps non-JSON text as the body', async () => {
    stubFetch(async () => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/profile')).rejects.toMatchObject({
      message: '502: Bad Gateway',
      status: 502,
      body: null,
    });

    stubFetch(async () => new Response('upstream down', { status: 503 }));
    await expect(apiRequest('/api/profile')).rejects.toMatchObject({
      message: '503: upstream down',
      body: 'upstream down',
    });
  });

  it('rejects a response that does not match the given schema', async () => {
    stubFetch(async () => jsonResponse({ email: 'ana@example.nz' }));
    await expect(apiRequest('/api/auth/user', { schema: currentUserSchema })).rejects.toThrow();
  });

  it('resolves to undefined for an empty success body', async () => {
    stubFetch(async () => new Response('', { status: 200 }));
    await expect(apiRequest('/api/user/account', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("resolves a 204 to null, the contracts' no-content body", async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(
      apiRequest('/api/blocks/x', { method: 'DELETE', schema: noContentResponseSchema }),
    ).resolves.toBeNull();
  });
});
