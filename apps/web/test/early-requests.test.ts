import { currentUserSchema } from '@starmatch/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildRequestInit } from '@/lib/api-client';
import {
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequestsConfig,
  startEarlyRequests,
} from '@/lib/early-requests';
import { USER } from './fixtures';
import { jsonResponse, stubFetch } from './render-app';

const CONFIG: EarlyRequestsConfig = {
  globalName: EARLY_REQUESTS_GLOBAL,
  tokenKey: 'sessionToken',
  activeTabKey: 'activeTab',
  homeModules: { '/': ['/assets/home-1.js', '/assets/dashboard-2.js'] },
  userPath: '/api/auth/user',
  profilePath: '/api/profile',
  deckPath: '/api/matches/potential',
};

const PHOTO = '/uploads/profiles/rua/first.webp';

function stubApi(user: typeof USER = USER) {
  return stubFetch(async (input) => {
    const path = String(input);
    if (path === '/api/auth/user') return jsonResponse(user);
    if (path === '/api/profile') return jsonResponse({ fullName: 'Ana Tui' });
    if (path === '/api/matches/potential') return jsonResponse([{ photos: [PHOTO] }]);
    return new Response('not stubbed', { status: 599 });
  });
}

const paths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** Lets the chained early requests (user, then profile and candidates) run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('early requests from index.html', () => {
  it('asks for the user, then the profile and candidates, and preloads the code and first photo', async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    const fetchMock = stubApi();

    startEarlyRequests(CONFIG);
    await settle();

    expect(paths(fetchMock)).toEqual(['/api/auth/user', '/api/profile', '/api/matches/potential']);
    // Asked exactly as apiRequest would ask: the script cannot import it, so this guards drift.
    const early = fetchMock.mock.calls[0]?.[1];
    const app = buildRequestInit();
    expect([...new Headers(early?.headers)]).toEqual([...new Headers(app.headers)]);
    expect(new Headers(early?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect([early?.credentials, early?.cache]).toEqual([app.credentials, app.cache]);
    expect(links('modulepreload')).toEqual(['/assets/home-1.js', '/assets/dashboard-2.js']);
    expect(links('preload')).toEqual([PHOTO]);
  });

  it("hands each answer to the app's first read of it, once", async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    const fetchMock = stubApi();
    startEarlyRequests(CONFIG);
    await settle();

    expect(await apiRequest('/api/auth/user', { schema: currentUserSchema })).toEqual(USER);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // A second read is a fresh one.
    expect(await apiRequest('/api/auth/user', { schema: currentUserSchema })).toEqual(USER);
    expect(paths(fetchMock).filter((path) => path === '/api/auth/user')).toHaveLength(2);
  });

  it('asks afresh when the session changed since the page loaded', async () => {
    localStorage.setItem('sessionToken', 'tok-old');
    const fetchMock = stubApi();
    startEarlyRequests(CONFIG);
    await settle();
    localStorage.setItem('sessionToken', 'tok-new');

    await apiRequest('/api/auth/user', { schema: currentUserSchema });

    expect(fetchMock).toHaveBeenCalledTimes(4);
    const headers = new Headers(fetchMock.mock.calls[3]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-new');
  });

  it('asks afresh once the early answer is more than 30 seconds old', async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    const fetchMock = stubApi();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyRequests(CONFIG);
    await settle();
    now.mockReturnValue(1_000_000 + 30_001);

    await apiRequest('/api/auth/user', { schema: currentUserSchema });

    expect(paths(fetchMock).filter((path) => path === '/api/auth/user')).toHaveLength(2);
    now.mockRestore();
  });

  it('leaves the candidates to the app when the profile tab will show', async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    localStorage.setItem('activeTab', 'profile');
    const fetchMock = stubApi();

    startEarlyRequests(CONFIG);
    await settle();

    expect(paths(fetchMock)).toEqual(['/api/auth/user', '/api/profile']);
    expect(links('preload')).toEqual([]);
  });

  it('asks only for the user of someone without a profile', async () => {
    localStorage.setItem('sessionToken', 'tok-123');
    const fetchMock = stubApi({ ...USER, hasProfile: false });

    startEarlyRequests(CONFIG);
    await settle();

    expect(paths(fetchMock)).toEqual(['/api/auth/user']);
  });

  it('does nothing without a stored session', async () => {
    const fetchMock = stubApi();

    startEarlyRequests(CONFIG);
    await settle();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(links('modulepreload')).toEqual([]);
  });
});
