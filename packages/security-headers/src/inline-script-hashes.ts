import { createHash } from 'node:crypto';

// The page is the build's own output, so a pattern is enough: no attribute holds a `>`, and a
// script's text cannot hold `</script>`.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;

/**
 * The CSP hash source (`sha256-<base64>`) of each inline script in a page, in page order. The
 * browser hashes a script's text exactly as written between its tags, as UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !SOURCE_ATTRIBUTE.test(` ${attributes}`))
    .map(
      ([, , text = '']) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
    );
}
