import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a socket's Origin may open it: one on the allow-list (`APP_URL` and `ALLOWED_ORIGINS`),
 * or the origin the page was served from, whatever address the person typed (127.0.0.1, the
 * LAN address, a second host name). Same origin means the Origin's host equals the request's
 * Host header, which the browser sets and the edge proxy passes on unchanged (nginx
 * `proxy_set_header Host $http_host`). X-Forwarded-Host is never read: anyone can send it.
 *
 * A cross-site page (the CSWSH attack) always gets its own origin in Origin, which never equals
 * the Host it connects to. Browsers always send Origin; a missing one is a non-browser client,
 * which CSWSH cannot abuse, and which still needs a ticket like everyone else.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowedOrigins: string[]): boolean {
  const { origin, host } = headers;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  return host !== undefined && sameHost(origin, host);
}

function sameHost(origin: string, host: string): boolean {
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    // 'null' (a sandboxed frame, a file:// page) and anything malformed are never our page.
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  try {
    // Parsed the same way, so case and a spelled-out default port compare equal.
    return new URL(`${page.protocol}//${host}`).host === page.host;
  } catch {
    return false;
  }
}
