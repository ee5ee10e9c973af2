import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { type HtmlBlock, renderHtmlEmail } from './html-layout.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const SIGN_OFF = `Ngā mihi,\nThe ${PRODUCT_NAME} team`;

export function greeting(fullName: string): string {
  const firstName = fullName.trim().split(/\s+/)[0];
  return firstName ? `Kia ora ${firstName},` : 'Kia ora,';
}

export function compose(subject: string, block: HtmlBlock): RenderedEmail {
  const lines = [...block.paragraphs];
  if (block.code) lines.push(block.code);
  if (block.button) lines.push(`${block.button.label}: ${block.button.href}`);
  lines.push(block.footnote, SIGN_OFF);
  for (const link of block.footerLinks ?? []) lines.push(`${link.label}: ${link.href}`);
  return { subject, text: `${lines.join('\n\n')}\n`, html: renderHtmlEmail(subject, block) };
}
