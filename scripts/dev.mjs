// `pnpm dev`: TypeScript watchers for the packages the servers run, the server(s) restarted
// once a change has compiled, and the Vite dev server. Embedded by default (on PORT, 3000);
// api, realtime and worker as three processes when DATABASE_URL and a Redis (REDIS_URL,
// REDIS_CLUSTER_NODES or REDIS_SENTINELS) are set, as in production (on PORT + 1, + 2 and + 3:
// 3001, 3002, 3003). Vite listens on 5173, or on `--web-port N` (`pnpm dev --web-port 5180`).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({ options: { 'web-port': { type: 'string' } } });
const webPort = options['web-port'] ?? '5173';
const webOrigin = `http://localhost:${webPort}`;
const port = Number(process.env.PORT ?? 3000);
const { DATABASE_URL, REDIS_URL, REDIS_CLUSTER_NODES, REDIS_SENTINELS } = process.env;
const distributed = Boolean(DATABASE_URL && (REDIS_URL || REDIS_CLUSTER_NODES || REDIS_SENTINELS));
// How long the watchers must stay quiet before the servers (re)start: a change to a package
// recompiles the packages that import it one after another, and one restart is enough.
const SETTLE_MS = 1500;

const children = new Set();
let stopping = false;

function run(name, command, args, { env = {}, cwd = root, onLine } = {}) {
  const child = spawn(command, args, {
    cwd,
    stdio: onLine ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let partial = '';
  child.stdout?.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !child.restarting) console.error(`[dev] ${name} stopped (${signal ?? code})`);
  });
  return child;
}

function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const first = spawnSync(process.execPath, [`${root}scripts/quiet-build.mjs`], { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const manifests = new Map(
  ['apps', 'packages'].flatMap((parent) =>
    readdirSync(`${root}${parent}`).map((name) => {
      const manifest = JSON.parse(readFileSync(`${root}${parent}/${name}/package.json`, 'utf8'));
      return [manifest.name, manifest];
    }),
  ),
);

/** @starmatch/embedded and the workspace packages it runs, the web app aside (Vite serves it). */
function serverPackages(name = '@starmatch/embedded', found = new Set()) {
  if (found.has(name) || name === '@starmatch/web') return found;
  found.add(name);
  for (const [dependency, version] of Object.entries(manifests.get(name).dependencies ?? {})) {
    if (version.startsWith('workspace:')) serverPackages(dependency, found);
  }
  return found;
}
const watched = new Set(
  [...serverPackages()].filter((name) => manifests.get(name).scripts?.dev?.startsWith('tsc')),
);

// Each watcher is a persistent turbo task, and turbo refuses to start more of those than its
// concurrency (10 unless told), so the concurrency is counted from the packages.
const compiling = new Set();
const compiledOnce = new Set();
let settleTimer;
let servers;
run(
  'watchers',
  `${root}node_modules/.bin/turbo`,
  [
    'run',
    'dev',
    ...[...watched].map((name) => `--filter=${name}`),
    `--concurrency=${watched.size + 1}`,
    '--output-logs=new-only',
  ],
  { onLine: watcherSaid },
);

const WATCHER_STATE =
  /^(@starmatch\/[\w-]+):dev: .*?(Starting (?:incremental )?compilation|Watching for file changes)/;

/** Follows each `tsc --watch` from turbo's prefixed output: compiling, or done and watching. */
function watcherSaid(line) {
  const said = WATCHER_STATE.exec(line);
  if (!said) return;
  const [, name, what] = said;
  clearTimeout(settleTimer);
  if (what.startsWith('Starting')) {
    compiling.add(name);
    return;
  }
  compiling.delete(name);
  compiledOnce.add(name);
  if (compiling.size === 0 && compiledOnce.size === watched.size) {
    settleTimer = setTimeout(servers ? restartServers : startServers, SETTLE_MS);
  }
}

function node(name, script, env) {
  return run(name, process.execPath, [script], { env });
}

function startServers() {
  if (stopping) return;
  servers = distributed
    ? [
        node('api', 'apps/api/dist/main.js', { PORT: String(port + 1) }),
        node('realtime', 'apps/realtime/dist/main.js', {
          PORT: String(port + 2),
          ALLOWED_ORIGINS: webOrigin,
        }),
        node('worker', 'apps/worker/dist/main.js', { PORT: String(port + 3) }),
      ]
    : [
        node('server', 'apps/embedded/dist/main.js', {
          PORT: String(port),
          ALLOWED_ORIGINS: webOrigin,
        }),
      ];
}

let restarting;
async function restartServers() {
  if (restarting) {
    restarting.again = true;
    return;
  }
  restarting = { again: false };
  console.log(`[dev] the build changed: restarting ${distributed ? 'the servers' : 'the server'}`);
  await Promise.all(
    servers.map((server) => {
      if (server.exitCode !== null || server.signalCode !== null) return undefined;
      server.restarting = true;
      server.kill('SIGTERM');
      return new Promise((resolve) => server.once('exit', resolve));
    }),
  );
  const { again } = restarting;
  restarting = undefined;
  if (again) await restartServers();
  else startServers();
}

const apiOrigin = `http://localhost:${distributed ? port + 1 : port}`;
run('web', `${root}apps/web/node_modules/.bin/vite`, ['--port', webPort, '--strictPort'], {
  cwd: `${root}apps/web`,
  env: {
    API_ORIGIN: apiOrigin,
    ...(distributed ? { REALTIME_ORIGIN: `http://localhost:${port + 2}` } : {}),
  },
});
