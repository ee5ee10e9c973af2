import { type ChildProcess, type Serializable, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Scripts are named from the repository root (this file is packages/test-support/{src,dist}). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// A ceiling only: on a loaded machine an embedded start (PGlite, migrations, seed) has taken over 30 s.
const DEFAULT_START_TIMEOUT_MS = 60_000;
// The services force their own exit 15 s after SIGTERM; this only catches one that hangs past it.
const STOP_TIMEOUT_MS = 20_000;

export interface ServiceProcess {
  name: string;
  origin: string;
  /** The OS process id, to read the process's memory from /proc. */
  pid: number;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends `signal` (SIGKILL: a crash) and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Sends `message` over the IPC channel and resolves with the child's next message (`ipc`). */
  ask(message: Serializable): Promise<unknown>;
}

export interface StartOptions {
  /** How long to wait for "Server listening"; a start that seeds the demo people needs longer. */
  startTimeoutMs?: number;
  /**
   * Opens an IPC channel to the child, for `ask`: what answers is code the child loads itself
   * (a benchmark's probe preloaded through NODE_OPTIONS), never the service.
   */
  ipc?: boolean;
  /** Node's own flags for the child (`--cpu-prof`, which Node 20 refuses in NODE_OPTIONS). */
  nodeArgs?: readonly string[];
}

/** The output of several processes in one list, each line marked with the process that wrote it. */
export class ProcessLogs {
  readonly lines: string[] = [];

  /** Feeds a child's stdout/stderr in line by line; `onLine` sees each line, the last one too. */
  capture(name: string, child: ChildProcess, onLine: (line: string) => void = () => {}): void {
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          this.lines.push(`[${name}] ${line}\n`);
          onLine(line);
        }
      });
      stream?.on('end', () => {
        if (partial === '') return;
        this.lines.push(`[${name}] ${partial}\n`);
        onLine(partial);
      });
    }
  }

  text(): string {
    return this.lines.join('');
  }

  /**
   * Lines that are not pino JSON (a raw stack trace, an ioredis 'Unhandled error event'): what a
   * service says, even while a server it needs is down, must reach the log pipeline as JSON.
   */
  nonJsonLines(): string[] {
    return this.lines.filter((line) => {
      const text = line.replace(/^\[[\w-]+\] /, '');
      try {
        return typeof JSON.parse(text) !== 'object';
      } catch {
        return true;
      }
    });
  }
}

// A run that dies without stop() (a crash, a killed test worker) must not leave servers behind
// holding ports and database connections.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function spawnScript(
  script: string,
  env: Record<string, string>,
  { ipc = false, nodeArgs = [] }: Pick<StartOptions, 'ipc' | 'nodeArgs'> = {},
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Starts a built server (`node <script>`, a path from the repository root) and resolves once it
 * logs the address it listens on (so it needs LOG_LEVEL info or lower). Its output goes to
 * `logs` under `name`; when it does not start, the rejection carries what it said.
 */
export function startService(
  name: string,
  script: string,
  env: Record<string, string>,
  logs: ProcessLogs,
  { startTimeoutMs = DEFAULT_START_TIMEOUT_MS, ipc = false, nodeArgs }: StartOptions = {},
): Promise<ServiceProcess> {
  const child = spawnScript(script, env, { ipc, nodeArgs });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const said: string[] = [];
  const failure = (reason: string) => new Error([`${name} ${reason}:`, ...said].join('\n'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(failure(`did not start within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    // 'close', not 'exit': it waits for the last of the output, which explains the failure.
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(failure(`exited with ${code} while starting`));
    });
    logs.capture(name, child, (line) => {
      said.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({
        name,
        origin: listening[1],
        pid: child.pid ?? 0,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
            const code = await exited;
            clearTimeout(killer);
            return code;
          }
          return exited;
        },
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
        ask(message) {
          return new Promise((answer, fail) => {
            if (!child.connected) {
              fail(new Error(`${name} has no IPC channel`));
              return;
            }
            child.once('message', answer);
            child.send(message, (error) => {
              if (error) fail(error);
            });
          });
        },
      });
    });
  });
}

/** Runs a built one-shot command (a CLI) to the end; rejects when it exits non-zero. */
export async function runScript(
  name: string,
  script: string,
  env: Record<string, string>,
  logs: ProcessLogs,
): Promise<void> {
  const child = spawnScript(script, env);
  logs.capture(name, child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${name} exited with ${code}`);
}
