import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { argsOf, parseDockerfile } from './support/dockerfile.js';
import { readRepoFile, repoRoot } from './support/repo.js';

const run = promisify(execFile);

// What `pnpm deploy` puts in each service image (infra/Dockerfile.node-app's deploy step, run
// here into a temporary folder): only what that service needs. The single process's PGlite and
// demo portraits (DiceBear, and sharp to draw them) stay out; the worker keeps sharp for photos;
// the gateway, which never touches photos, carries no S3 client.
const deployStep = parseDockerfile(readRepoFile('infra/Dockerfile.node-app'))
  .flatMap((stage) => argsOf(stage, 'RUN'))
  .find((step) => / deploy /.test(step));

/** The Dockerfile's deploy command for one app, into `out`, from this machine's pnpm store. */
function deployArgs(app: string, out: string): string[] {
  if (!deployStep) throw new Error('infra/Dockerfile.node-app has no deploy step');
  const command = deployStep.slice(deployStep.indexOf('pnpm ') + 'pnpm '.length);
  const words = command
    .replace(/\\\s*\n/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replaceAll('"', '').replace(/\$\{APP\}/, app));
  const storeDir = words.indexOf('--store-dir');
  if (storeDir >= 0) words.splice(storeDir, 2);
  // The image fetches first and deploys offline; here the machine's own store and cache serve.
  return [
    ...words.filter((word) => word !== '--offline' && word !== '/out'),
    '--prefer-offline',
    out,
  ];
}

const SINGLE_PROCESS_ONLY = [/^@electric-sql\+pglite@/, /^@dicebear\+/];
const SHARP = /^(sharp@|@img\+sharp-)/;
const S3_CLIENT = /^@aws-sdk\+/;

const services = [
  { app: 'api', factory: 'dist/create-api.js', forbidden: [...SINGLE_PROCESS_ONLY, SHARP] },
  {
    app: 'realtime',
    factory: 'dist/create-gateway.js',
    forbidden: [...SINGLE_PROCESS_ONLY, SHARP, S3_CLIENT],
  },
  { app: 'worker', factory: 'dist/create-worker.js', forbidden: SINGLE_PROCESS_ONLY },
];

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the service images', () => {
  it.each(services)(
    '$app carries only what it needs, and its code loads from what it carries',
    async ({ app, factory, forbidden }) => {
      const out = await mkdtemp(join(tmpdir(), `starmatch-image-${app}-`));
      folders.push(out);
      await run('pnpm', deployArgs(app, out), { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
      const installed = await readdir(join(out, 'node_modules', '.pnpm'));
      expect(installed.filter((name) => forbidden.some((pattern) => pattern.test(name)))).toEqual(
        [],
      );
      // Every static import of the service resolves inside the image's own node_modules.
      const { stdout } = await run(
        process.execPath,
        ['--input-type=module', '-e', `await import('./${factory}'); console.log('loaded');`],
        { cwd: out },
      );
      expect(stdout.trim()).toBe('loaded');
    },
    120_000,
  );
});
