import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

// A Redis Cluster of a test's own: six `redis-server --cluster-enabled yes` on free loopback
// ports (three primaries, a replica each), in a temp folder removed afterwards. The machine's
// shared Redis is never touched. Needs `redis-server` and `redis-cli` on the PATH.

const run = promisify(execFile);
const NODES = 6;
const START_TIMEOUT_MS = 15_000;
const STATE_TIMEOUT_MS = 30_000;

export interface OwnRedisCluster {
  /** Where a client finds the cluster: every node, as REDIS_CLUSTER_NODES would list them. */
  nodes: { host: string; port: number }[];
  /** REDIS_CLUSTER_NODES's text for these nodes. */
  nodeList: string;
  /** Kills the six servers (only the processes started here) and removes their folder. */
  destroy(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startOwnRedisCluster(): Promise<OwnRedisCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-cluster-'));
  const children: ChildProcess[] = [];
  const destroy = async () => {
    await Promise.all(children.map(killServer));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < NODES; i += 1) ports.push(await freePort());
    for (const port of ports) children.push(await startNode(dir, port));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
    await Promise.all(ports.map(waitForClusterOk));
    const nodes = ports.map((port) => ({ host: '127.0.0.1', port }));
    return {
      nodes,
      nodeList: nodes.map(({ host, port }) => `${host}:${port}`).join(','),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

async function startNode(dir: string, port: number): Promise<ChildProcess> {
  const nodeDir = join(dir, String(port));
  await mkdir(nodeDir);
  const server = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      'nodes.conf',
      '--cluster-node-timeout',
      '2000',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { cwd: nodeDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(server);
  server.once('exit', () => running.delete(server));
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms: ${said}`));
    }, START_TIMEOUT_MS);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code} while starting: ${said.join('')}`));
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      said.push(chunk.toString());
      if (said.join('').includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return server;
}

/** Every node must see every slot served before a client's first command can count on it. */
async function waitForClusterOk(port: number): Promise<void> {
  const deadline = Date.now() + STATE_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    last = (await run('redis-cli', ['-p', String(port), 'cluster', 'info'])).stdout;
    if (last.includes('cluster_state:ok')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`node ${port} did not reach cluster_state:ok: ${last}`);
}

async function killServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}
