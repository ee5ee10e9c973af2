import type { ScaleResult } from './stats.js';

// Issue 19's targets for the deck reads and builds, each a ratio or a cost per unit of work taken
// in one run (docs/BENCHMARKS.md). The smallest size is the baseline, the largest the city.

export interface TargetCheck {
  what: string;
  figure: string;
  target: string;
  met: boolean;
}

function bySize(results: readonly ScaleResult[], users: number): ScaleResult | undefined {
  return results.find((result) => result.users === users);
}

export function checkDeckTargets(results: readonly ScaleResult[]): TargetCheck[] {
  const small = results[0];
  const large = results[results.length - 1];
  if (!small || !large) return [];
  const city = large.users.toLocaleString('en-NZ');
  const base = small.users.toLocaleString('en-NZ');
  const tenThousand = bySize(results, 10_000);
  const checks: TargetCheck[] = [];
  const add = (what: string, value: number, digits: number, target: string, met: boolean) =>
    checks.push({ what, figure: value.toFixed(digits), target, met });

  const slowestBuild = Math.max(large.deckBuildMs, large.ordinaryDeckBuildMs);
  add(
    `deck.build for one person at ${city} users (ms)`,
    slowestBuild,
    1,
    '<= 200',
    slowestBuild <= 200,
  );
  if (tenThousand && tenThousand !== large) {
    const ratio = Math.max(
      large.deckBuildMs / tenThousand.deckBuildMs,
      large.ordinaryDeckBuildMs / tenThousand.ordinaryDeckBuildMs,
    );
    add(`deck.build ${city} / 10,000 users`, ratio, 2, '<= 2', ratio <= 2);
  }
  add(
    `profile change at ${city} users (ms)`,
    large.profileChangeMs,
    1,
    '<= 500',
    large.profileChangeMs <= 500,
  );
  add(
    `rows a profile change writes into others' decks at ${city}`,
    large.profileChangeOthersRows,
    0,
    '0 (bounded)',
    large.profileChangeOthersRows === 0,
  );
  const apiCpu = Math.max(...results.map((result) => result.apiCpuPerReadMs));
  add('deck read: API CPU per read, worst size (ms)', apiCpu, 3, '<= 0.35', apiCpu <= 0.35);
  add(
    `deck read: PostgreSQL CPU per read at ${base} (ms)`,
    small.databaseCpuPerReadMs,
    3,
    '<= 0.35',
    small.databaseCpuPerReadMs <= 0.35,
  );
  const databaseRatio = large.databaseCpuPerReadMs / small.databaseCpuPerReadMs;
  add(
    `deck read: PostgreSQL CPU ${city} / ${base}`,
    databaseRatio,
    2,
    '<= 1.3',
    databaseRatio <= 1.3,
  );
  const throughputRatio = large.throughput / small.throughput;
  add(
    `deck read throughput ${city} / ${base}`,
    throughputRatio,
    2,
    '>= 0.9',
    throughputRatio >= 0.9,
  );
  const p99Ratio = large.p99 / small.p99;
  add(`deck read p99 ${city} / ${base}`, p99Ratio, 2, '<= 1.5', p99Ratio <= 1.5);
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  add('errors', errors, 0, '0', errors === 0);
  return checks;
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  const lines = checks.map(
    (check) =>
      `| ${check.what} | ${check.figure} | ${check.target} | ${check.met ? 'met' : 'MISSED'} |`,
  );
  return ['| what | figure | target | |', '|---|---:|---|---|', ...lines].join('\n');
}
