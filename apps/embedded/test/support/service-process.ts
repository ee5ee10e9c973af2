import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServiceProcess {
  name: string;
  origin: string;
  output: string[];
  stop(): Promise<number | null>;
}

/**
 * Starts a built service (`node apps/<app>/dist/main.js`) as its own OS process on a free port,
 * and resolves once it logs that it listens.
 */
export function startService(
  app: 'api' | 'realtime' | 'worker',
  name: string,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, [`apps/${app}/dist/main.js`], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start:\n${output.join('')}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({
        name,
        origin: listening[1],
        output,
        async stop() {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}
