import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

/** Fixtures import dist/, and turbo only builds a package's dependencies before its tests. */
export function ensureBuilt(): void {
  const newestSource = Math.max(
    ...readdirSync(`${packageDir}src`).map((file) => statSync(`${packageDir}src/${file}`).mtimeMs),
  );
  let built = 0;
  try {
    built = statSync(`${packageDir}dist/create-messaging.js`).mtimeMs;
  } catch {
    built = 0;
  }
  if (built >= newestSource) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir });
}

export interface FixtureProcess {
  child: ChildProcess;
  lines: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

export function spawnFixture(script: string, args: string[]): FixtureProcess {
  const child = spawn(process.execPath, [`${packageDir}test/fixtures/${script}`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, lines, stderr, exited };
}
