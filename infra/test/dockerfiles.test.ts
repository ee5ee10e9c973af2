import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCompose } from './support/compose.js';
import { copyProblems } from './support/copy-check.js';
import {
  argsOf,
  finalStage,
  parseCopyArgs,
  parseDockerfile,
  parseExecForm,
} from './support/dockerfile.js';
import { isIgnored, parseDockerignore } from './support/dockerignore.js';
import { readRepoFile, readRepoJson, repoRoot, workspacePackages } from './support/repo.js';

const ignoreRules = parseDockerignore(readRepoFile('.dockerignore'));
const nodeApp = parseDockerfile(readRepoFile('infra/Dockerfile.node-app'));
const web = parseDockerfile(readRepoFile('infra/Dockerfile.web'));

describe('Dockerfiles', () => {
  it('are all used by docker-compose.yml, and all it uses exist', () => {
    const onDisk = readdirSync(join(repoRoot, 'infra'))
      .filter((file) => file.startsWith('Dockerfile'))
      .map((file) => `infra/${file}`);
    const referenced = Object.values(loadCompose().services).flatMap((service) =>
      service.build
        ? [posix.join(service.build.context, service.build.dockerfile ?? 'Dockerfile')]
        : [],
    );
    expect([...new Set(referenced)].sort()).toEqual(onDisk.sort());
  });

  it.each([
    ['infra/Dockerfile.node-app', nodeApp],
    ['infra/Dockerfile.web', web],
  ])('%s copies only what the build context holds', (_, stages) => {
    expect(copyProblems(stages, '.', ignoreRules)).toEqual([]);
  });

  it('reports a COPY source that is missing, ignored, or from an unknown stage', () => {
    const broken = parseDockerfile(
      'FROM node:24-bookworm-slim AS build\nCOPY package.json no-such-file.json ./\nCOPY apps/api/node_modules ./x\n' +
        'FROM node:24-bookworm-slim\nCOPY --from=builder /out ./\n',
    );
    expect(copyProblems(broken, '.', ignoreRules)).toEqual([
      'no-such-file.json does not exist',
      'apps/api/node_modules is excluded by .dockerignore',
      '--from=builder names no earlier stage',
    ]);
  });

  it('build on Node 24 and serve with nginx, each final stage as a non-root user', () => {
    const summary = (stages: typeof web) =>
      stages.map((stage) => [stage.name, stage.base, argsOf(stage, 'USER').at(-1)]);
    expect(summary(nodeApp)).toEqual([
      ['build', 'node:24-bookworm-slim', undefined],
      ['runtime', 'node:24-bookworm-slim', 'node'],
    ]);
    expect(summary(web)).toEqual([
      ['build', 'node:24-bookworm-slim', undefined],
      ['runtime', 'nginx:1.28-bookworm', 'nginx'],
    ]);
  });

  it('start their process in exec form, so SIGTERM reaches it', () => {
    expect(argsOf(finalStage(nodeApp), 'CMD').map(parseExecForm)).toEqual([
      ['node', 'dist/main.js'],
    ]);
    expect(argsOf(finalStage(web), 'CMD').map(parseExecForm)).toEqual([
      ['nginx', '-g', 'daemon off;'],
    ]);
  });

  it('install the pnpm version pinned in package.json', () => {
    const { packageManager } = readRepoJson('package.json') as { packageManager: string };
    expect(packageManager).toMatch(/^pnpm@10\.\d+\.\d+$/);
    for (const stages of [nodeApp, web]) {
      expect(argsOf(stages[0] ?? finalStage(stages), 'RUN')).toContain(
        `npm install --global "$(node -p "require('./package.json').packageManager")"`,
      );
    }
  });
});

describe('infra/Dockerfile.node-app', () => {
  const [build] = nodeApp;
  const runtime = finalStage(nodeApp);

  it('deploys the app named by APP with production dependencies only, into /out', () => {
    expect(argsOf(build ?? runtime, 'ARG')).toEqual(['APP']);
    const deploys = argsOf(build ?? runtime, 'RUN').filter((run) => / deploy /.test(run));
    expect(deploys).toHaveLength(1);
    expect(deploys[0]).toMatch(
      /pnpm --filter "@starmatch\/\$\{APP\}" deploy --prod --legacy .*\/out$/,
    );
  });

  it('keeps in the runtime stage only the deployed manifest, dependencies and dist', () => {
    expect(argsOf(runtime, 'WORKDIR')).toEqual(['/app']);
    expect(argsOf(runtime, 'COPY').map(parseCopyArgs)).toEqual([
      { from: 'build', sources: ['/out/package.json'], destination: './package.json' },
      { from: 'build', sources: ['/out/node_modules'], destination: './node_modules' },
      { from: 'build', sources: ['/out/dist'], destination: './dist' },
    ]);
    expect(argsOf(runtime, 'ENV')).toEqual(['NODE_ENV=production']);
  });

  it('prepares the upload folder for the unprivileged user before switching to it', () => {
    const upload = loadCompose().services.api?.environment?.UPLOAD_DIR;
    expect(upload).toBe('/data/uploads');
    const steps = runtime.instructions.map((item) => `${item.keyword} ${item.args}`);
    expect(steps.slice(-3)).toEqual([
      `RUN mkdir -p ${upload} && chown -R node:node /data`,
      'USER node',
      'CMD ["node", "dist/main.js"]',
    ]);
  });
});

describe('infra/Dockerfile.web', () => {
  const [build] = web;
  const runtime = finalStage(web);

  it('serves the SPA build output with the repo nginx.conf and the generated security headers', () => {
    const webDir = workspacePackages().get('@starmatch/web')?.dir;
    const workdir = argsOf(build ?? runtime, 'WORKDIR').at(-1) ?? '';
    const built = (path: string) => posix.join(workdir, webDir ?? '', path);
    expect(argsOf(runtime, 'COPY').map(parseCopyArgs)).toEqual([
      { from: undefined, sources: ['infra/nginx.conf'], destination: '/etc/nginx/nginx.conf' },
      { from: 'build', sources: [built('dist')], destination: '/usr/share/nginx/html' },
      {
        from: 'build',
        sources: [built('dist-headers/security-headers.conf')],
        destination: '/etc/nginx/security-headers.conf',
      },
      {
        from: 'build',
        sources: [built('dist-headers/app-url-maps.conf.template')],
        destination: '/etc/nginx/templates/app-url-maps.conf.template',
      },
      // nginx-edge.test.ts checks where it goes and what it writes.
      {
        from: undefined,
        sources: ['infra/nginx-edge.sh'],
        destination: '/docker-entrypoint.d/40-starmatch-edge.sh',
      },
    ]);
    expect(argsOf(build ?? runtime, 'RUN')).toContain(
      'TURBO_TELEMETRY_DISABLED=1 pnpm turbo run build --filter=@starmatch/web',
    );
  });
});

describe('.dockerignore', () => {
  it('keeps host dependencies and build output out of the context', () => {
    for (const path of [
      'node_modules/x',
      'apps/api/node_modules/x',
      'packages/db/dist/x.js',
      'apps/web/dist-headers/security-headers.conf',
      'apps/web/dist-sourcemaps/assets/index-1a2b3c.js.map',
      '.git/HEAD',
    ]) {
      expect(isIgnored(path, ignoreRules), path).toBe(true);
    }
  });

  it('keeps every file a workspace build needs', () => {
    const needed = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      '.npmrc',
      'turbo.json',
      'tsconfig.base.json',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public/favicon.svg',
    ];
    for (const { dir } of workspacePackages().values()) {
      needed.push(`${dir}/package.json`, `${dir}/tsconfig.build.json`, `${dir}/src/main.ts`);
    }
    expect(needed.filter((path) => isIgnored(path, ignoreRules))).toEqual([]);
  });
});
