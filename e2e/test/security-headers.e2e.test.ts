import { randomUUID } from 'node:crypto';
import {
  expectedSecurityHeaders,
  inlineScriptSources,
  SECURITY_HEADER_NAMES,
} from '@starmatch/test-support/expected-security-headers';
import { describe, expect, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';

// The headers a browser gets from the running app, in either mode: in the distributed one the
// edge (nginx in production, its stand-in here) answers the pages and the api everything under
// /api and /uploads, with the same headers, except that the api serves no page and so names no
// inline script.

const app = appAndBrowser();
const PAGE = { accept: 'text/html,application/xhtml+xml' };
const distributed = process.env.E2E_MODE === 'distributed';

/** The response's security headers: HSTS among them, which an http APP_URL must not get. */
function securityHeadersOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    SECURITY_HEADER_NAMES.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.server.origin}${path}`, { headers });
}

describe('browser security headers', () => {
  it('come with the pages, the API, uploads and errors, allowing exactly the inline scripts', async () => {
    const home = await get('/', PAGE);
    const html = await home.text();
    const scripts = inlineScriptSources(html);
    expect(scripts.length).toBeGreaterThan(0);
    const page = expectedSecurityHeaders(scripts, app.server.appUrl);
    // The api in the distributed mode serves no page, so its policy names no inline script.
    const api = distributed ? expectedSecurityHeaders([], app.server.appUrl) : page;

    const user = randomUUID();
    const photo = randomUUID();
    await app.server.putPhoto(
      `profiles/${user}/${photo}.webp`,
      Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 fake-bytes-for-serving', 'latin1'),
    );
    const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';

    const cases: Array<[string, Response, number, Record<string, string>]> = [
      ['/', home, 200, page],
      ['a deep link', await get('/reset-password?token=x', PAGE), 200, page],
      ['a bundle', await get(bundle), 200, page],
      ["the bundle's source map", await get(`${bundle}.map`), 404, page],
      ['an API route', await get('/api/waitlist/count'), 200, api],
      ['an upload', await get(`/uploads/profiles/${user}/${photo}.webp`), 200, api],
      ['a 404 from the API', await get('/api/nothing-here'), 404, api],
      ['a 401', await get('/api/auth/user'), 401, api],
    ];
    for (const [name, response, status, headers] of cases) {
      expect(response.status, name).toBe(status);
      expect(securityHeadersOf(response), name).toEqual(headers);
    }
    const scriptSrc = page['content-security-policy']?.split(';')[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('make the browser refuse a script injected into the page, and report it', async () => {
    const visitor = await newPerson(app.browser, app.server.origin);
    await visitor.page.goto('/');
    await visitor.page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(visitor.problems).toEqual([]);

    const ran = await visitor.page.evaluate(async () => {
      const reported = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.append(script);
      await reported;
      return 'injectedScriptRan' in window;
    });
    expect(ran).toBe(false);
    expect(visitor.problems).toContainEqual(
      'console error: Content-Security-Policy violation: script-src-elem blocked inline',
    );
    await visitor.context.close();
  });
});
