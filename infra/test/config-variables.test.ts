import { describe, expect, it } from 'vitest';
import { loadCompose } from './support/compose.js';
import { allSchemaKeys, type Program, SCHEMA_KEYS } from './support/config-schemas.js';
import { documentedNames, variableRows } from './support/readme.js';
import { readRepoFile, readRepoJson } from './support/repo.js';

// One list of environment variables: the services' zod schemas. The root README's table,
// turbo.json and docker-compose.yml must each name every variable a schema reads, and nothing
// that no schema reads (infra/README.md is held to docker-compose.yml by environment.test.ts).

/** Variables turbo hands to tasks that configure the tests and tools, not a service. */
const TOOL_VARIABLES: Record<string, string> = {
  CI: 'set by CI systems; turbo and vitest read it',
  VITEST_JSON_DIR: "vitest.shared.ts: where .ci/run collects each package's JSON report",
  VITEST_RUN_LABEL: 'vitest.shared.ts: the name of those reports',
  CHROMIUM_PATH: 'packages/test-support: the Chromium the browser suite and benchmarks drive',
  E2E_MODE: 'e2e/support/app-server.ts: embedded or distributed',
  E2E_TOPOLOGY: 'e2e/support/scaled-topology.ts: single or scaled (cluster, replica, bucket)',
};

/** What compose runs: the three services and, as `migrate`, the database CLI; never `embedded`. */
const COMPOSE_PROGRAMS: Program[] = ['api', 'realtime', 'worker', 'migrate'];

function difference(names: Iterable<string>, minus: Iterable<string>): string[] {
  const excluded = new Set(minus);
  return [...new Set(names)].filter((name) => !excluded.has(name)).sort();
}

interface TurboJson {
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
}

function turboNames(): string[] {
  const turbo = readRepoJson('turbo.json') as TurboJson;
  const perTask = Object.values(turbo.tasks).flatMap((task) => [
    ...(task.env ?? []),
    ...(task.passThroughEnv ?? []),
  ]);
  return [...(turbo.globalEnv ?? []), ...(turbo.globalPassThroughEnv ?? []), ...perTask];
}

describe('environment variables', () => {
  const schemaKeys = allSchemaKeys();

  it('are read from the schemas themselves', () => {
    expect(SCHEMA_KEYS.api).toContain('LAUNCH_MODE');
    expect(SCHEMA_KEYS.worker).toContain('WORKER_CONCURRENCY');
    expect(SCHEMA_KEYS.embedded).toEqual(['PORT', 'HOST', 'SEED_DEMO', 'WEB_DIST_DIR']);
    expect(SCHEMA_KEYS.migrate).toEqual(['DATABASE_URL', 'DATA_DIR', 'UPLOAD_DIR']);
  });

  it('the README\'s "Configuration" table lists every one, and only those', () => {
    const documented = documentedNames('Configuration', readRepoFile('README.md'));
    expect({
      missingFromReadme: difference(schemaKeys, documented),
      readByNoSchema: difference(documented, schemaKeys),
    }).toEqual({ missingFromReadme: [], readByNoSchema: [] });
  });

  it('the README\'s "used by" column names the services whose schema reads each one', () => {
    const services: Program[] = ['api', 'realtime', 'worker'];
    const rows = variableRows('Configuration', readRepoFile('README.md'));
    const usedBy = (name: string) => {
      const readers = services.filter((service) => SCHEMA_KEYS[service].includes(name));
      if (readers.length === services.length) return 'all';
      return readers.length > 0 ? readers.join(', ') : 'single process';
    };
    const documented = Object.fromEntries(rows.map((row) => [row.name, row.cells[1]]));
    const expected = Object.fromEntries(rows.map((row) => [row.name, usedBy(row.name)]));
    expect(documented).toEqual(expected);
  });

  it("turbo.json passes every one to its tasks, and names no other but the tools' own", () => {
    const names = turboNames();
    expect({
      missingFromTurbo: difference(schemaKeys, names),
      readByNoSchema: difference(names, [...schemaKeys, ...Object.keys(TOOL_VARIABLES)]),
      toolVariablesTurboDoesNotName: difference(Object.keys(TOOL_VARIABLES), names),
    }).toEqual({ missingFromTurbo: [], readByNoSchema: [], toolVariablesTurboDoesNotName: [] });
  });

  it('docker-compose.yml sets or passes on every one its programs read, and no other', () => {
    const { services } = loadCompose();
    const names = Object.values(services)
      .filter((service) => service.build?.args?.APP !== undefined)
      .flatMap((service) => Object.keys(service.environment ?? {}));
    const read = allSchemaKeys(COMPOSE_PROGRAMS);
    expect({
      missingFromCompose: difference(read, names),
      readByNoSchema: difference(names, read),
    }).toEqual({ missingFromCompose: [], readByNoSchema: [] });
  });
});

describe('variableRows', () => {
  it('reads each variable row of a section with its other cells', () => {
    const text =
      '## Configuration\n| variable | default | used by |\n|---|---|---|\n| `PORT` | 3000 | all |\n| `UPLOAD_DIR` | `x` | api, worker |\n## Next\n';
    expect(variableRows('Configuration', text)).toEqual([
      { name: 'PORT', cells: ['3000', 'all'] },
      { name: 'UPLOAD_DIR', cells: ['`x`', 'api, worker'] },
    ]);
  });
});
