import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./http-server-process.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

// A run that dies (an exception, Ctrl-C) must not leave servers holding ports and connections.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  port: number;
  /** CPU time the server process has used so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

type Reply = { type: 'listening'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };

function nextReply<T extends Reply['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<Reply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<Reply, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts http-server-process.ts (through tsx, as this benchmark runs) with `kind` and `env`. Its
 * stdout, where the API writes its log lines, goes to /dev/null: the cost measured is the
 * logger's, not a reader's. BENCH_HTTP_CPU_PROF=<dir> writes a V8 CPU profile of each server there.
 */
export async function startServer(
  kind: 'hello' | 'api',
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_HTTP_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SCRIPT, kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
  const { port } = await nextReply(child, 'listening').finally(() => clearTimeout(timer));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    async cpuMicros() {
      const reply = nextReply(child, 'cpu');
      child.send({ type: 'cpu' });
      const { usage } = await reply;
      return usage.user + usage.system;
    },
    async stop() {
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
