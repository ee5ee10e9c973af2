import type { InitialScripts } from './web-initial-scripts.js';
import type { LighthouseFigures } from './web-lighthouse.js';
import { CLS_MAX, LCP_MAX_MS, TBT_MAX_MS } from './web-targets.js';

/** One figure of the final table: what was measured, beside what it must be. */
export interface Verdict {
  figure: string;
  measured: string;
  target: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function initialScriptsTable(pages: readonly InitialScripts[]): string {
  const lines = [
    '| page | scripts | raw | gzip -9 | transferred | budget (gzip -9) | chat/settings code | verdict |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const page of pages) {
    const pass = initialScriptsPass(page);
    const loaded = page.onDemandSources.length ? page.onDemandSources.join(', ') : 'none';
    lines.push(
      `| ${page.label} | ${page.scripts.length} | ${kb(page.rawBytes)} | ${kb(page.gzipBytes)} | ${kb(page.transferBytes)} (${encodings(page)}) | ${page.budgetBytes === null ? 'none' : kb(page.budgetBytes)} | ${loaded} | ${mark(pass)} |`,
    );
  }
  return lines.join('\n');
}

function encodings(page: InitialScripts): string {
  return [...new Set(page.scripts.map((script) => script.servedEncoding))].join(', ');
}

function initialScriptsPass(page: InitialScripts): boolean {
  const withinBudget = page.budgetBytes === null || page.gzipBytes <= page.budgetBytes;
  return withinBudget && page.onDemandSources.length === 0;
}

export function lighthouseTable(results: readonly LighthousePage[]): string {
  const lines = [
    '| page | score | LCP | TBT | CLS | FCP | scores of the runs | benchmarkIndex | verdict |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|',
  ];
  for (const { label, runs, median, minScore } of results) {
    lines.push(
      `| ${label} | ${median.score} | ${ms(median.lcpMs)} | ${ms(median.tbtMs)} | ${median.cls.toFixed(3)} | ${ms(median.fcpMs)} | ${runs.map((run) => run.score).join(', ')} | ${Math.round(median.benchmarkIndex)} | ${mark(lighthousePass(median, minScore))} |`,
    );
  }
  return lines.join('\n');
}

/** One page's Lighthouse runs, their median, and the score the page must reach. */
export interface LighthousePage {
  label: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  minScore: number;
}

export function lighthousePass(median: LighthouseFigures, minScore: number): boolean {
  return lighthouseVerdicts('', median, minScore).every((verdict) => verdict.pass);
}

export function lighthouseVerdicts(
  label: string,
  median: LighthouseFigures,
  minScore: number,
): Verdict[] {
  const figure = (name: string) => `${label} Lighthouse ${name} (median)`;
  return [
    {
      figure: figure('score'),
      measured: String(median.score),
      target: `>= ${minScore}`,
      pass: median.score >= minScore,
    },
    {
      figure: figure('LCP'),
      measured: ms(median.lcpMs),
      target: `<= ${LCP_MAX_MS} ms`,
      pass: median.lcpMs <= LCP_MAX_MS,
    },
    {
      figure: figure('TBT'),
      measured: ms(median.tbtMs),
      target: `<= ${TBT_MAX_MS} ms`,
      pass: median.tbtMs <= TBT_MAX_MS,
    },
    {
      figure: figure('CLS'),
      measured: median.cls.toFixed(3),
      target: `<= ${CLS_MAX}`,
      pass: median.cls <= CLS_MAX,
    },
  ];
}

/** The initial JavaScript of one page: its gzipped size against the budget, and no on-demand code. */
export function initialScriptsVerdicts(page: InitialScripts): Verdict[] {
  const verdicts: Verdict[] = [];
  if (page.budgetBytes !== null) {
    verdicts.push({
      figure: `${page.label} initial JS (gzip -9)`,
      measured: kb(page.gzipBytes),
      target: `<= ${kb(page.budgetBytes)}`,
      pass: page.gzipBytes <= page.budgetBytes,
    });
  }
  verdicts.push({
    figure: `${page.label} chat/settings code`,
    measured: page.onDemandSources.length ? page.onDemandSources.join(', ') : 'none',
    target: 'none',
    pass: page.onDemandSources.length === 0,
  });
  return verdicts;
}

/** The final table: each figure beside its target, and whether it met it. */
export function verdictTable(verdicts: readonly Verdict[]): string {
  const lines = ['| figure | measured | target | verdict |', '|---|---:|---:|---|'];
  for (const { figure, measured, target, pass } of verdicts) {
    lines.push(`| ${figure} | ${measured} | ${target} | ${mark(pass)} |`);
  }
  return lines.join('\n');
}
