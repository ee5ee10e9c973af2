import { PRODUCT_NAME } from '@starmatch/contracts/constants';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface HtmlBlock {
  paragraphs: string[];
  /** A prominent code (verification) shown in large type. */
  code?: string;
  button?: { label: string; href: string };
  footnote: string;
  /** Small links under the footnote (unsubscribe, settings). */
  footerLinks?: { label: string; href: string }[];
}

/** Table-based, inline-styled markup: the only kind every mail client renders the same. */
export function renderHtmlEmail(title: string, block: HtmlBlock): string {
  const paragraphs = block.paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const code = block.code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:monospace;color:#2e1065">${escapeHtml(block.code)}</p>`
    : '';
  const button = block.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.button.href)}" style="background:#be185d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p>`
    : '';
  const footerLinks = block.footerLinks?.length
    ? `<p style="margin:12px 0 0;font-size:13px;color:#6b7280">${block.footerLinks
        .map(
          (link) =>
            `<a href="${escapeHtml(link.href)}" style="color:#6b7280">${escapeHtml(link.label)}</a>`,
        )
        .join(' · ')}</p>`
    : '';
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f3ff;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4c1d95">✦ ${escapeHtml(PRODUCT_NAME)}</p>
${paragraphs}${code}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280;line-height:1.5">${escapeHtml(block.footnote)}</p>${footerLinks}
</td></tr></table></td></tr></table></body></html>`;
}
