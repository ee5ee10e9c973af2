import { describe, expect, it } from 'vitest';
import { nginxAppUrlMaps, nginxHeaderInclude } from '../src/nginx-headers.js';
import { securityHeaders } from '../src/security-headers.js';
import { nginxSentHeaders } from '../src/testing-nginx-headers.js';

const HASHES = ['sha256-8FtrDCYGRJKriL94rFTenQNiR7wdVrTl+LfcE1R5T5M='];

describe('the generated nginx files', () => {
  it('write one always-sent add_header line per header, APP_URL parts as variables', () => {
    const lines = nginxHeaderInclude(HASHES)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toHaveLength(13);
    for (const line of lines) expect(line).toMatch(/^add_header [A-Za-z-]+ \S.* always;$/);
    expect(lines).toContain(
      'add_header Strict-Transport-Security $starmatch_strict_transport_security always;',
    );
    expect(lines.find((line) => line.includes('Content-Security-Policy'))).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx variable
      "connect-src 'self' ${starmatch_websocket_origin};",
    );
  });

  it('leave APP_URL for the nginx image to fill in', () => {
    expect(nginxAppUrlMaps().match(/\$\{APP_URL\}/g)).toHaveLength(3);
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:41234',
    'https://starmatch.example.nz',
    'https://starmatch.example.nz:8443',
  ])('make nginx send what the Node services send for APP_URL %s', (appUrl) => {
    const sent = nginxSentHeaders({
      include: nginxHeaderInclude(HASHES),
      appUrlMaps: nginxAppUrlMaps(),
      appUrl,
    });
    expect(sent).toEqual(securityHeaders({ appUrl, scriptHashes: HASHES }));
  });
});
