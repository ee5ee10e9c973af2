import { describe, expect, it } from 'vitest';
import { securityHeaders, websocketOrigin } from '../src/security-headers.js';

const HASHES = ['sha256-AAAA', 'sha256-BBBB='];

describe('securityHeaders', () => {
  it('sends the strict policy and the other defences for an http APP_URL, without HSTS', () => {
    expect(securityHeaders({ appUrl: 'http://localhost:3000', scriptHashes: HASHES })).toEqual([
      [
        'Content-Security-Policy',
        "default-src 'self';script-src 'self' 'sha256-AAAA' 'sha256-BBBB=';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';img-src 'self' blob: data:;" +
          "connect-src 'self' ws://localhost:3000;object-src 'none';base-uri 'self';" +
          "form-action 'self';frame-ancestors 'none'",
      ],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ]);
  });

  it('adds HSTS and a wss: socket origin for an https APP_URL', () => {
    const headers = new Map(
      securityHeaders({ appUrl: 'https://starmatch.example.nz', scriptHashes: [] }),
    );
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('Content-Security-Policy')).toContain(
      "script-src 'self';script-src-attr 'none';",
    );
    expect(headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' wss://starmatch.example.nz;",
    );
  });
});

describe('img-src', () => {
  const imgSrc = (photoOrigin?: string) =>
    new Map(
      securityHeaders({ appUrl: 'https://starmatch.example.nz', scriptHashes: [], photoOrigin }),
    )
      .get('Content-Security-Policy')
      ?.split(';')
      .find((directive) => directive.startsWith('img-src '));

  it("names only the app's own images when photos come from the app", () => {
    expect(imgSrc()).toBe("img-src 'self' blob: data:");
  });

  it('names the origin photos are redirected to as well', () => {
    expect(imgSrc('https://starmatch-photos.s3.ap-southeast-2.amazonaws.com')).toBe(
      "img-src 'self' blob: data: https://starmatch-photos.s3.ap-southeast-2.amazonaws.com",
    );
    expect(imgSrc('http://127.0.0.1:9000')).toBe(
      "img-src 'self' blob: data: http://127.0.0.1:9000",
    );
  });

  it.each([
    'https://photos.example.nz/',
    'https://photos.example.nz/profiles',
    'photos.example.nz',
    "https://photos.example.nz;script-src 'unsafe-inline'",
  ])('refuses %s, which is not an origin', (photoOrigin) => {
    expect(() => imgSrc(photoOrigin)).toThrow(
      `not an origin (scheme://host[:port], nothing after): ${photoOrigin}`,
    );
  });
});

describe('websocketOrigin', () => {
  it.each([
    ['http://localhost:3000', 'ws://localhost:3000'],
    ['https://starmatch.example.nz/', 'wss://starmatch.example.nz'],
    ['https://starmatch.example.nz:8443/app', 'wss://starmatch.example.nz:8443'],
  ])('%s opens its socket at %s', (appUrl, origin) => {
    expect(websocketOrigin(appUrl)).toBe(origin);
  });
});
