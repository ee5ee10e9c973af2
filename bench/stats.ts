/** Nearest-rank percentile of latencies in ms. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface ScaleResult {
  users: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
  errors: number;
  meanCandidates: number;
  meanDeckSize: number;
  deckBuildMs: number;
  profileChangeMs: number;
  seedMs: number;
}

const ROWS: Array<[label: string, read: (r: ScaleResult) => string]> = [
  ['p50 latency (ms)', (r) => r.p50.toFixed(2)],
  ['p95 latency (ms)', (r) => r.p95.toFixed(2)],
  ['p99 latency (ms)', (r) => r.p99.toFixed(2)],
  ['throughput (req/s)', (r) => r.throughput.toFixed(0)],
  ['errors', (r) => String(r.errors)],
  ['candidates per answer (mean)', (r) => r.meanCandidates.toFixed(1)],
  ['deck size of measured users (mean)', (r) => r.meanDeckSize.toFixed(1)],
  ['deck.build, own deck (mean ms)', (r) => r.deckBuildMs.toFixed(0)],
  [
    'deck.build after a profile change, with fan-out (mean ms)',
    (r) => r.profileChangeMs.toFixed(0),
  ],
  ['seeding (ms)', (r) => r.seedMs.toFixed(0)],
];

/** A Markdown table, one column per population size, ready to paste into docs/BENCHMARKS.md. */
export function formatTable(results: readonly ScaleResult[]): string {
  const header = `| | ${results.map((r) => `${r.users.toLocaleString('en-NZ')} users`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const lines = ROWS.map(([label, read]) => `| ${label} | ${results.map(read).join(' | ')} |`);
  return [header, rule, ...lines].join('\n');
}
