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
    const policy = lines.find((line) => line.includes('Content-Security-Policy'));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx variable
    expect(policy).toContain("connect-src 'self' ${starmatch_websocket_origin};");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx variable
    expect(policy).toContain(';img-src ${starmatch_image_sources};');
  });

  it('leave APP_URL and PHOTO_ORIGIN for the nginx image to fill in', () => {
    expect(nginxAppUrlMaps().match(/\$\{APP_URL\}/g)).toHaveLength(3);
    expect(nginxAppUrlMaps().match(/\$\{PHOTO_ORIGIN\}/g)).toHaveLength(2);
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

  it.each([
    'https://starmatch-photos.s3.ap-southeast-2.amazonaws.com',
    'https://photos.example.nz',
    'http://127.0.0.1:9000',
  ])('make nginx allow the images of PHOTO_ORIGIN %s as the Node services do', (photoOrigin) => {
    const appUrl = 'https://starmatch.example.nz';
    const sent = nginxSentHeaders({
      include: nginxHeaderInclude(HASHES),
      appUrlMaps: nginxAppUrlMaps(),
      appUrl,
      photoOrigin,
    });
    expect(sent).toEqual(securityHeaders({ appUrl, scriptHashes: HASHES, photoOrigin }));
    expect(new Map(sent).get('Content-Security-Policy')).toContain(
      `;img-src 'self' blob: data: ${photoOrigin};`,
    );
  });

  it('leave img-src as it is for an empty PHOTO_ORIGIN, and for one that is no origin', () => {
    const appUrl = 'https://starmatch.example.nz';
    const expected = securityHeaders({ appUrl, scriptHashes: HASHES });
    for (const photoOrigin of ['', 'https://photos.example.nz/profiles']) {
      const sent = nginxSentHeaders({
        include: nginxHeaderInclude(HASHES),
        appUrlMaps: nginxAppUrlMaps(),
        appUrl,
        photoOrigin,
      });
      expect(sent, photoOrigin).toEqual(expected);
    }
  });
});
