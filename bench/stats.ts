/** Nearest-rank percentile of latencies in ms. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  return percentile(Float64Array.from(values).sort(), 50);
}

export interface ScaleResult {
  users: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
  errors: number;
  /** CPU the API process spent per measured read (its own process.cpuUsage). */
  apiCpuPerReadMs: number;
  /** CPU the PostgreSQL backends of the API's pool spent per measured read. */
  databaseCpuPerReadMs: number;
  meanCandidates: number;
  meanDeckSize: number;
  /** Median own-deck build of the measured people (open wishes, so the widest searches). */
  deckBuildMs: number;
  /** Median own-deck build of ordinary seeded people. */
  ordinaryDeckBuildMs: number;
  profileChangeMs: number;
  /** Rows a profile change wrote into other people's decks, over all the changes timed. */
  profileChangeOthersRows: number;
  seedMs: number;
}

const ROWS: Array<[label: string, read: (r: ScaleResult) => string]> = [
  ['p50 latency (ms)', (r) => r.p50.toFixed(2)],
  ['p95 latency (ms)', (r) => r.p95.toFixed(2)],
  ['p99 latency (ms)', (r) => r.p99.toFixed(2)],
  ['throughput (req/s)', (r) => r.throughput.toFixed(0)],
  ['errors', (r) => String(r.errors)],
  ['API CPU per read (ms)', (r) => r.apiCpuPerReadMs.toFixed(3)],
  ['PostgreSQL CPU per read (ms)', (r) => r.databaseCpuPerReadMs.toFixed(3)],
  ['candidates per answer (mean)', (r) => r.meanCandidates.toFixed(1)],
  ['deck size of measured users (mean)', (r) => r.meanDeckSize.toFixed(1)],
  ['deck.build, measured people (median ms)', (r) => r.deckBuildMs.toFixed(1)],
  ['deck.build, ordinary people (median ms)', (r) => r.ordinaryDeckBuildMs.toFixed(1)],
  ['deck.build after a profile change (median ms)', (r) => r.profileChangeMs.toFixed(1)],
  ["rows written into others' decks by the changes", (r) => String(r.profileChangeOthersRows)],
  ['seeding (ms)', (r) => r.seedMs.toFixed(0)],
];

/** A Markdown table, one column per population size, ready to paste into docs/BENCHMARKS.md. */
export function formatTable(results: readonly ScaleResult[]): string {
  const header = `| | ${results.map((r) => `${r.users.toLocaleString('en-NZ')} users`).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const lines = ROWS.map(([label, read]) => `| ${label} | ${results.map(read).join(' | ')} |`);
  return [header, rule, ...lines].join('\n');
}
