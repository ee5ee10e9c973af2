// `pnpm dev`: TypeScript watchers for every package, the server(s) restarted on change, and the
// Vite dev server. Embedded by default; api, realtime and worker as three processes when
// DATABASE_URL and a Redis (REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS) are set, as in
// production.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const { DATABASE_URL, REDIS_URL, REDIS_CLUSTER_NODES, REDIS_SENTINELS } = process.env;
const distributed = Boolean(DATABASE_URL && (REDIS_URL || REDIS_CLUSTER_NODES || REDIS_SENTINELS));
const children = [];

function run(name, command, args, env = {}, onOutput) {
  const child = spawn(command, args, {
    stdio: onOutput ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (chunk) => {
    process.stdout.write(chunk);
    onOutput?.(chunk.toString());
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} stopped (${signal ?? code})`);
  });
  children.push(child);
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const first = spawnSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
if (first.status !== 0) process.exit(first.status ?? 1);

// tsc --watch rewrites every output once when it starts; the servers start after that, so
// they restart only for real changes.
const watchedPackages = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(folder).filter((name) => {
    try {
      const manifest = JSON.parse(readFileSync(`${folder}/${name}/package.json`, 'utf8'));
      return manifest.scripts?.dev?.startsWith('tsc');
    } catch {
      return false;
    }
  }),
).length;
let watching = 0;
run('watchers', 'pnpm', ['turbo', 'run', 'dev', '--filter=!@starmatch/web'], {}, (text) => {
  const before = watching;
  watching += text.split('Watching for file changes').length - 1;
  if (before < watchedPackages && watching >= watchedPackages) startServers();
});

function startServers() {
  if (distributed) {
    run('api', process.execPath, ['--watch', 'apps/api/dist/main.js'], { PORT: '3001' });
    run('realtime', process.execPath, ['--watch', 'apps/realtime/dist/main.js'], {
      PORT: '3002',
      ALLOWED_ORIGINS: 'http://localhost:5173',
    });
    run('worker', process.execPath, ['--watch', 'apps/worker/dist/main.js'], { PORT: '3003' });
    run('web', 'pnpm', ['--filter', '@starmatch/web', 'dev'], {
      API_ORIGIN: 'http://localhost:3001',
      REALTIME_ORIGIN: 'http://localhost:3002',
    });
  } else {
    run('server', process.execPath, ['--watch', 'apps/embedded/dist/main.js'], {
      ALLOWED_ORIGINS: 'http://localhost:5173',
    });
    run('web', 'pnpm', ['--filter', '@starmatch/web', 'dev'], {
      API_ORIGIN: 'http://localhost:3000',
    });
  }
}
