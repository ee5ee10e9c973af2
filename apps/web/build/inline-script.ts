import type { Plugin, Rollup } from 'vite';

const CHARSET = '<meta charset="UTF-8" />';

/**
 * Puts an inline script right after the charset declaration, which must stay within the page's
 * first 1024 bytes, and ahead of the stylesheet, which an inline script would wait for.
 */
export function inlineScriptAfterCharset(
  name: string,
  script: (bundle: Rollup.OutputBundle | undefined) => string,
): Plugin {
  return {
    name,
    transformIndexHtml(html, context) {
      if (!html.includes(CHARSET)) throw new Error(`index.html must declare ${CHARSET}`);
      const tag = `<script>${script(context.bundle)}</script>`;
      return html.replace(CHARSET, () => `${CHARSET}\n    ${tag}`);
    },
  };
}
