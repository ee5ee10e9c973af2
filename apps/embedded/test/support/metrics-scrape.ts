import { expect } from 'vitest';

/** GET /metrics at `origin`: the text, after checking it answered 200 in Prometheus' format. */
export async function scrape(origin: string): Promise<string> {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return response.text();
}

function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]),
  );
}

/**
 * The value of the sample `name` whose labels are exactly `labels`, or 0 when there is none yet
 * (a counter a process has not touched has no series).
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (JSON.stringify(Object.entries(labelsOf(match[2] ?? '')).sort()) !== wanted) continue;
    return Number(match[3]);
  }
  return 0;
}

/** Whether a sample (or family) of that name is present at all. */
export function hasMetric(text: string, name: string): boolean {
  return text
    .split('\n')
    .some((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));
}
