import { createHash } from 'node:crypto';

// What a browser must get from every answer of the app (docs/ARCHITECTURE.md "Browser security
// headers"), written out by hand so the tests check the code against the requirement rather than
// against itself.

/** The CSP hash sources of a page's inline scripts, worked out here, not by the code under test. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

/** Every security header, with its exact value, for an app at `appUrl` whose page has these scripts. */
export function expectedSecurityHeaders(
  scriptSources: readonly string[],
  appUrl: string,
): Record<string, string> {
  const url = new URL(appUrl);
  const secure = url.protocol === 'https:';
  return {
    'content-security-policy': [
      "default-src 'self'",
      ['script-src', "'self'", ...scriptSources].join(' '),
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' blob: data:",
      `connect-src 'self' ${secure ? 'wss' : 'ws'}://${url.host}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The names of every header above, HSTS included, so an answer can be cut down to them. */
export const SECURITY_HEADER_NAMES: readonly string[] = Object.keys(
  expectedSecurityHeaders([], 'https://starmatch.example.nz'),
);
