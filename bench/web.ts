import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { EmbeddedApp } from '@starmatch/test-support/embedded-app';
import { freePort } from '@starmatch/test-support/free-port';
import { startAppProcess } from './web-app-process.js';
import { type DebuggableChromium, launchDebuggableChromium } from './web-chromium.js';
import { signInDemoAccount } from './web-demo-session.js';
import { type InitialScripts, measureInitialScripts } from './web-initial-scripts.js';
import { type LighthouseFigures, medianFigures, runLighthouse } from './web-lighthouse.js';
import {
  initialScriptsTable,
  initialScriptsVerdicts,
  type LighthousePage,
  lighthouseTable,
  lighthouseVerdicts,
  type Verdict,
  verdictTable,
} from './web-report.js';
import {
  EXPLORE_LIGHTHOUSE_MIN_SCORE,
  INITIAL_JS_BUDGET_GZIP_BYTES,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_RUNS,
} from './web-targets.js';

// pnpm bench:web: the front-end budget of issues 6 and 19 on the production build (the root script
// builds first). The initial JavaScript of `/` and `/login` against the budget, and of all three
// pages for chat or settings code; then Lighthouse (performance, mobile preset, simulated
// throttling) on `/`, `/login` and the signed-in explore tab. docs/BENCHMARKS.md has the figures.

const EXPLORE = 'explore tab (`/` signed in)';
const REPORT_DIR = fileURLToPath(new URL('../artifacts/lighthouse/', import.meta.url));

function log(message: string): void {
  process.stderr.write(`[bench:web] ${message}\n`);
}

const started = performance.now();
// Other builds and tests share this box, and Lighthouse's simulated phone slows with them.
const loadBefore = loadavg();
let app: EmbeddedApp | undefined;
let chromium: DebuggableChromium | undefined;
let failed = false;
try {
  log('starting the built app (PGlite, demo people seeded)');
  app = await startAppProcess();
  chromium = await launchDebuggableChromium(await freePort());
  const { origin } = app;

  const budget = INITIAL_JS_BUDGET_GZIP_BYTES;
  const initial: InitialScripts[] = [
    await measureInitialScripts(chromium.context, `${origin}/`, '`/`', budget),
    await measureInitialScripts(chromium.context, `${origin}/login`, '`/login`', budget),
  ];

  const measured: LighthousePage[] = [];
  await mkdir(REPORT_DIR, { recursive: true });
  const lighthouseRuns = async (
    label: string,
    slug: string,
    url: string,
    { keepStorage, minScore }: { keepStorage: boolean; minScore: number },
  ) => {
    const runs: LighthouseFigures[] = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      log(`Lighthouse ${label}, run ${run} of ${LIGHTHOUSE_RUNS}`);
      if (keepStorage) await clearHttpCache(chromium!);
      const { figures, reportJson } = await runLighthouse(url, chromium!.port, keepStorage);
      // Full reports to open in the Lighthouse viewer when a figure needs explaining.
      await writeFile(`${REPORT_DIR}${slug}-${run}.json`, reportJson);
      runs.push(figures);
    }
    // BENCH_WEB_RUNS=0 checks only the initial JavaScript.
    if (runs.length > 0) measured.push({ label, runs, median: medianFigures(runs), minScore });
  };
  // Signed out first: Lighthouse's storage reset clears the origin's storage before each run.
  const signedOut = { keepStorage: false, minScore: LIGHTHOUSE_MIN_SCORE };
  await lighthouseRuns('`/`', 'landing', `${origin}/`, signedOut);
  await lighthouseRuns('`/login`', 'login', `${origin}/login`, signedOut);
  log(`signing in as the demo account and waiting for its deck`);
  await signInDemoAccount(chromium.context, origin);
  initial.push(await measureInitialScripts(chromium.context, `${origin}/`, EXPLORE, null));
  await lighthouseRuns(EXPLORE, 'explore', `${origin}/`, {
    keepStorage: true,
    minScore: EXPLORE_LIGHTHOUSE_MIN_SCORE,
  });

  const verdicts: Verdict[] = [
    ...initial.flatMap(initialScriptsVerdicts),
    ...measured.flatMap(({ label, median, minScore }) =>
      lighthouseVerdicts(label, median, minScore),
    ),
  ];
  failed = verdicts.some((verdict) => !verdict.pass);

  const out = (line = '') => process.stdout.write(`${line}\n`);
  out('\nInitial JavaScript until network idle. Budget on each body gzipped here at zlib level 9;');
  out('"transferred" is what the server actually sent, in the encoding it chose:\n');
  out(initialScriptsTable(initial));
  for (const page of initial) {
    out(
      `\n${page.label}: ${page.scripts.map((script) => `${script.file} (${script.servedEncoding})`).join(', ')}`,
    );
  }
  out(
    `\nLighthouse 12.8.2, performance, mobile preset (simulated throttling), median of ${LIGHTHOUSE_RUNS}:\n`,
  );
  out(lighthouseTable(measured));
  out('\nEach figure beside its target:\n');
  out(verdictTable(verdicts));
  out(
    `\n${cpus().length} cores, load average (1, 5, 15 min) ${loadText(loadBefore)} before, ${loadText(loadavg())} after, run time ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  out(failed ? 'A target was missed.' : 'Every target met.');
} catch (error) {
  failed = true;
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await chromium?.close();
  await app?.stop();
}
process.exit(failed ? 1 : 0);

function loadText(load: readonly number[]): string {
  return load.map((value) => value.toFixed(1)).join(' ');
}

/** Lighthouse keeps the HTTP cache along with localStorage; a cold cache is the fair visit. */
async function clearHttpCache(browser: DebuggableChromium): Promise<void> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}
