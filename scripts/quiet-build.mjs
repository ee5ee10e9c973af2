// `pnpm start` and `pnpm dev` build first. turbo's own output (its banner, the scope, the task
// summary) is what a newcomer would read for the minute a first build takes, so it is kept
// back: one line says what is happening (on a terminal, with the seconds counting), one says
// it is done, and turbo's output appears only when the build fails.
// Usage: node scripts/quiet-build.mjs [turbo run build arguments, e.g. --filter=@starmatch/embedded...]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const terminal = process.stdout.isTTY === true;
const doing = 'Building Starmatch (about a minute the first time, seconds after that)';

let ticker;
if (terminal) {
  process.stdout.write(`${doing}...`);
  ticker = setInterval(() => process.stdout.write(`\r\x1b[2K${doing}... ${seconds()} s`), 1000);
} else {
  process.stdout.write(`${doing}...\n`);
}

const output = [];
const turbo = fileURLToPath(new URL('../node_modules/.bin/turbo', import.meta.url));
const build = spawn(
  turbo,
  ['run', 'build', '--output-logs=errors-only', ...process.argv.slice(2)],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
build.stdout.on('data', (chunk) => output.push(chunk));
build.stderr.on('data', (chunk) => output.push(chunk));
build.on('close', (code, signal) => {
  clearInterval(ticker);
  if (terminal) process.stdout.write('\r\x1b[2K');
  if (code === 0) {
    process.stdout.write(`Built in ${seconds()} s.\n`);
    return;
  }
  process.stdout.write(`The build failed (${signal ?? `exit code ${code}`}):\n`);
  process.stdout.write(Buffer.concat(output));
  process.exit(code ?? 1);
});
