import type { InfrastructureOptions } from '../packages/service-kit/dist/infrastructure.js';

// What `pnpm bench:deck` runs, overridable from the environment (docs/BENCHMARKS.md).

const env = process.env;
export const SERVER_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const SIZES = (env.BENCH_SIZES ?? '1000,10000,1000000').split(',').map(Number);
export const REQUESTS = Number(env.BENCH_REQUESTS ?? 5000);
export const WARMUP = Number(env.BENCH_WARMUP ?? 500);
export const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 50);
export const MEASURED = Number(env.BENCH_SESSIONS ?? 200);
export const PROFILE_CHANGES = 5;

export const silentLogger = {
  info() {},
  warn() {},
  error() {},
} as unknown as InfrastructureOptions['logger'];

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}
