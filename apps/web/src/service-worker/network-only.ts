// What the service worker never answers from a cache: the REST API and the photos (personal
// data, always asked of the network), and the realtime socket. It leaves these requests alone,
// so the browser sends them exactly as it would without a service worker.
const NETWORK_ONLY_PREFIXES = ['/api/', '/uploads/', '/ws', '/realtime', '/healthz'];

export function isNetworkOnly(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname === '/uploads' ||
    NETWORK_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/** The precached page every navigation falls back to when the network cannot answer it. */
export const SHELL_URL = '/index.html';
