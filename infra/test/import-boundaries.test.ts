import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copySourceTree, plant, runBiomePlugins, runScript } from './support/boundary-tree.js';
import { repoRoot } from './support/repo.js';

const SCRIPT = 'check-import-boundaries.mjs';
const USE_CASE = 'packages/domain/src/<domain>/<use-case>.ts';

// One copy of the sources for the whole file: each test plants its files and removes them after.
let copy = '';
let planted: string[] = [];
beforeAll(() => {
  copy = copySourceTree();
});
afterEach(() => {
  for (const path of planted) rmSync(join(copy, path), { force: true });
  planted = [];
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function plantInCopy(path: string, text: string): void {
  planted.push(path);
  plant(copy, path, text);
}

/** The check's output on the copy of the repo with one file planted in it. */
function checkWith(path: string, text: string) {
  plantInCopy(path, text);
  return runScript(SCRIPT, copy);
}

function failure(...lines: string[]): string {
  return `Import boundaries crossed:\n  ${lines.join('\n  ')}\n`;
}

describe('scripts/check-import-boundaries.mjs', () => {
  it('passes on the repo as it is', () => {
    const run = runScript(SCRIPT, repoRoot);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Import boundaries: \d+ production files keep to them\.\n$/);
    expect(run.status).toBe(0);
  });

  it('fails when packages/db imports the domain, and sends the decision to a use case', () => {
    const run = checkWith(
      'packages/db/src/queries/planted-decision.ts',
      "import { endMatch } from '@starmatch/domain/matching/end-match';\nexport const x = endMatch;\n",
    );
    expect(run.stderr).toBe(
      failure(
        `packages/db/src/queries/planted-decision.ts imports @starmatch/domain/matching/end-match: packages/db decides nothing: move this decision into ${USE_CASE} and call it from the route.`,
      ),
    );
    expect(run.status).toBe(1);
  });

  it('fails when the domain imports a route, and sends what it needs into the domain', () => {
    const run = checkWith(
      'packages/domain/src/matching/planted-use-case.ts',
      "import { x } from '../../../../apps/api/src/routes/matching/unmatch-route.js';\nexport const y = x;\n",
    );
    expect(run.stderr).toBe(
      failure(
        `packages/domain/src/matching/planted-use-case.ts imports ../../../../apps/api/src/routes/matching/unmatch-route.js: packages/domain never imports a transport: move what the use case needs from apps/api/src/routes/matching/unmatch-route.js into ${USE_CASE} (storage into packages/db, shapes into packages/contracts), and leave the route or frame handler to parse, call the use case and shape the answer.`,
      ),
    );
    expect(run.status).toBe(1);
  });

  it('fails when one route folder imports another, and sends what they share down', () => {
    const run = checkWith(
      'apps/api/src/routes/safety/planted-helper.ts',
      "import { x } from '../matching/next-cursor.js';\nexport const y = x;\n",
    );
    expect(run.stderr).toBe(
      failure(
        `apps/api/src/routes/safety/planted-helper.ts imports ../matching/next-cursor.js: apps/api/src/routes/safety may not import another route folder: move what it shares with routes/matching into ${USE_CASE} if it decides something, or into apps/api/src/lib or apps/api/src/plugins if it is HTTP plumbing.`,
      ),
    );
    expect(run.status).toBe(1);
  });

  it.each([
    {
      path: 'packages/db/src/queries/planted.ts',
      specifier: '@starmatch/api/create-api',
      advice: `packages/db decides nothing and serves the apps: keep storage here as plain (db, params) queries, and move what needs @starmatch/api into ${USE_CASE} or into that app.`,
    },
    {
      path: 'packages/db/src/queries/planted.ts',
      specifier: '@starmatch/service-kit/logger',
      advice:
        'packages/db sits below the services: what both need belongs in packages/db (storage) or packages/contracts (shapes and constants), and service wiring stays in packages/service-kit.',
    },
    {
      path: 'packages/domain/src/chat/planted.ts',
      specifier: 'fastify',
      advice: `packages/domain knows no HTTP or socket: parse the request in apps/api/src/routes/<domain>/ or the frame in apps/realtime/src/, and pass plain values to ${USE_CASE}.`,
    },
    {
      path: 'packages/domain/src/chat/planted.ts',
      specifier: 'ws',
      advice: `packages/domain knows no HTTP or socket: parse the request in apps/api/src/routes/<domain>/ or the frame in apps/realtime/src/, and pass plain values to ${USE_CASE}.`,
    },
    {
      path: 'packages/domain/src/chat/planted.ts',
      specifier: '@starmatch/realtime/create-gateway',
      advice: `packages/domain never imports a transport: move what the use case needs from @starmatch/realtime into ${USE_CASE} (storage into packages/db, shapes into packages/contracts), and leave the route or frame handler to parse, call the use case and shape the answer.`,
    },
    {
      path: 'packages/domain/src/chat/planted.ts',
      specifier: '@starmatch/service-kit/logger',
      advice: `packages/domain imports only @starmatch/db, contracts, messaging and zodiac: move what it needs from @starmatch/service-kit into ${USE_CASE} or into one of those packages.`,
    },
    {
      path: 'packages/contracts/src/planted.ts',
      specifier: '@starmatch/domain/chat/send-message',
      advice: `packages/contracts sits below packages/domain, which imports it: move this code into ${USE_CASE}.`,
    },
    {
      path: 'apps/web/src/lib/planted.ts',
      specifier: '@starmatch/domain/chat/send-message',
      advice:
        'apps/web runs in the browser: it reaches a use case through its REST route (apps/api/src/routes/<domain>/) or the realtime socket, never by import.',
    },
  ])('fails when $path imports $specifier', ({ path, specifier, advice }) => {
    const run = checkWith(path, `import { x } from '${specifier}';\nexport const y = x;\n`);
    expect(run.stderr).toBe(failure(`${path} imports ${specifier}: ${advice}`));
    expect(run.status).toBe(1);
  });

  it('lets routes and frame handlers call the domain, and the domain use its four packages', () => {
    const imports = (...specifiers: string[]) =>
      specifiers.map((specifier, i) => `import { x${i} } from '${specifier}';\n`).join('');
    plantInCopy(
      'packages/domain/src/matching/planted-use-case.ts',
      imports(
        '@starmatch/db/queries/matches',
        '@starmatch/contracts/bus-events',
        '@starmatch/messaging/event-bus',
        '@starmatch/zodiac/signs',
        'kysely',
        '../context.js',
      ),
    );
    plantInCopy(
      'apps/api/src/routes/matching/planted-route.ts',
      imports(
        '@starmatch/domain/matching/planted-use-case',
        './unmatch-route.js',
        '../../lib/x.js',
      ),
    );
    plantInCopy('apps/realtime/src/planted-frame.ts', imports('@starmatch/domain/chat/mark-read'));
    const run = runScript(SCRIPT, copy);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

// These rules live in Biome GritQL plugins that `pnpm lint` runs in each workspace.
describe('the Biome import plugins', () => {
  it("still fail a web feature that imports another feature's code", () => {
    const run = runBiomePlugins(
      'apps/web',
      'src/features/matches/planted.ts',
      "import { x } from '@/features/chat/api/get-messages';\n\nexport const y = x;\n",
    );
    expect(run.stdout + run.stderr).toContain(
      'A feature may not import another feature: move what both need to src/components, src/hooks or src/lib, or put them together in src/app.',
    );
    expect(run.status).toBe(1);
  });

  it('still fail an api route folder that imports another by a relative path', () => {
    const run = runBiomePlugins(
      'apps/api',
      'src/routes/safety/planted.ts',
      "import { x } from '../matching/next-cursor.js';\n\nexport const y = x;\n",
    );
    expect(run.stdout + run.stderr).toContain(
      `An API route folder may not import another route folder's files: move what both need into ${USE_CASE} if it decides something, or into src/lib or src/plugins if it is HTTP plumbing; create-api.ts puts the folders together.`,
    );
    expect(run.status).toBe(1);
  });
});
