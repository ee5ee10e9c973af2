import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RETENTION_TABLE } from '@starmatch/contracts/retention';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

// One timetable of what is kept and for how long (packages/contracts/src/retention.ts): the
// privacy policy shows it and docs/PRODUCT.md writes it out; neither may drift from the code.

// Tests run from apps/web (its package scripts and vitest's root).
const PRODUCT_MD = join(process.cwd(), '../../docs/PRODUCT.md');

/** The rows of the first table under `heading`, each as its cells' text. */
function markdownTableUnder(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('what we keep and for how long', () => {
  it('is written out in docs/PRODUCT.md exactly as the code keeps it', () => {
    const rows = markdownTableUnder(
      readFileSync(PRODUCT_MD, 'utf8'),
      'What we keep and for how long',
    );
    expect(rows.slice(0, 2)).toEqual([
      ['What we keep', 'For how long'],
      ['---', '---'],
    ]);
    expect(rows.slice(2)).toEqual(RETENTION_TABLE.map((row) => [row.what, row.kept]));
  });

  it('is shown in the privacy policy, row by row', async () => {
    renderApp('/terms');
    const policy = await screen.findByRole('region', { name: 'Privacy Policy' });
    const table = within(policy).getByRole('table');
    const shown = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(shown.slice(1)).toEqual(RETENTION_TABLE.map((row) => [row.what, row.kept]));
    expect(within(policy).getByText(/Two things\s+outlive a deleted account/)).toBeVisible();
  });
});
