import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/inline-script-hashes.js';

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, in page order, and skips external ones', () => {
    const first = "\n  window.x = 'Kia ora ✦';\n";
    const second = 'if (location.pathname === "/") {}';
    const html = [
      '<!doctype html><html><head><meta charset="UTF-8" />',
      `<script>${first}</script>`,
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      `<script data-src="not-a-source">${second}</script >`,
      '<SCRIPT SRC="/legacy.js"></SCRIPT>',
      '</head><body></body></html>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it('matches the hash a browser reports for a known script', () => {
    // The CSP3 specification's example: alert('Hello, world.');
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    ]);
  });

  it('answers nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});
