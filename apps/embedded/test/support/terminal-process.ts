import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface TerminalProcess {
  /** Everything it printed so far, colours and carriage returns taken out. */
  text(): string;
  /** Resolves with the text once it matches `pattern` or holds it; rejects after `timeoutMs`. */
  waitFor(pattern: RegExp | string, timeoutMs: number): Promise<string>;
  /** Types on its keyboard: '\x03' is Ctrl+C. */
  type(keys: string): void;
  /** Resolves with `script`'s exit code, which is the command's. */
  exited: Promise<number | null>;
  /** SIGKILLs what is still running of it: the command's processes first, then `script`. */
  kill(): void;
}

/** The ids of a process's descendants, from /proc, deepest last. */
function descendantsOf(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter((id) => id !== '')
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * Runs `command` (a shell command line, from the repository root) on a pseudo-terminal made by
 * util-linux `script`, so its stdout is a TTY as in a person's terminal window.
 */
export function onTerminal(command: string, env: Record<string, string>): TerminalProcess {
  const child: ChildProcess = spawn('script', ['-q', '-f', '-e', '-c', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let raw = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    raw += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const text = () => stripVTControlCharacters(raw).replaceAll('\r', '');
  return {
    text,
    exited,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const now = text();
          if (typeof pattern === 'string' ? !now.includes(pattern) : !pattern.test(now)) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(now);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; it printed:\n${text()}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    type(keys) {
      child.stdin?.write(keys);
    },
    kill() {
      if (child.pid === undefined || child.exitCode !== null) return;
      for (const pid of descendantsOf(child.pid).reverse()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone by itself meanwhile.
        }
      }
      child.kill('SIGKILL');
    },
  };
}
