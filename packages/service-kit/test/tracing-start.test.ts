import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TracingConfig } from '../src/tracing-env.js';

// docs/ARCHITECTURE.md "Tracing": each case is a fresh process running the built tracing.js, as
// a service's main does, so what it loads and patches is not mixed up with the test runner's.

const PROBE = fileURLToPath(new URL('./support/tracing-probe.mjs', import.meta.url));

async function probe(config: TracingConfig | null) {
  const { stdout } = await promisify(execFile)(process.execPath, [PROBE, JSON.stringify(config)], {
    env: { PATH: process.env.PATH ?? '' },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('starting tracing', () => {
  it('loads nothing of OpenTelemetry without an endpoint, and patches nothing', async () => {
    expect(await probe(null)).toEqual({
      on: false,
      hooksInstalled: false,
      globalApiRegistered: false,
      openTelemetryModules: 0,
      ioredisPatched: false,
      pgPatched: false,
    });
  });

  it('with one, patches ioredis and pg as ESM imports them, before the app loads them', async () => {
    const report = await probe({
      // Nothing is exported: the process ends before the first batch.
      tracesUrl: 'http://127.0.0.1:9/v1/traces',
      headers: {},
      serviceName: 'probe',
      sampler: 'parentbased_always_on',
      ratio: 1,
    });
    expect(report).toMatchObject({
      on: true,
      hooksInstalled: true,
      globalApiRegistered: true,
      ioredisPatched: true,
      pgPatched: true,
    });
    expect(report.openTelemetryModules).toBeGreaterThan(0);
  });
});
