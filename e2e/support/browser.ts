import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@starmatch/test-support/chromium';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { seriousA11yViolations } from './accessibility.js';
import { layoutProblems } from './layout-checks.js';

const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const SCREENS_DOC = fileURLToPath(new URL('../../docs/SCREENS.md', import.meta.url));

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
}

export interface Person {
  context: BrowserContext;
  page: Page;
  /**
   * Console errors and warnings, Content-Security-Policy violations, page errors, failed
   * requests and error responses the test did not allow.
   */
  problems: string[];
  /**
   * Declares an error response (e.g. /^GET \/api\/profile 404$/) or a console message
   * (e.g. /^console warning: Live updates are off/) the flow expects.
   */
  allow(pattern: RegExp): void;
  /**
   * Photographs the screen at the phone and the desktop size (`<name>-phone.png`,
   * `<name>-desktop.png`), runs axe-core and the layout checks (layout-checks.ts) at both, and
   * checks docs/SCREENS.md lists the name.
   */
  screenshot(name: string): Promise<void>;
}

const CSP_VIOLATION = 'Content-Security-Policy violation:';

/**
 * Runs in every page before its own scripts: a CSP violation becomes a console error, so even
 * one the page's code caught (a blocked `new Function` in a try) fails the test.
 */
function reportCspViolations(prefix: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const sample = event.sample ? ` (${event.sample})` : '';
    console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI}${sample}`);
  });
}

/** A person in a browser context of their own, on a phone-sized screen. */
export async function newPerson(browser: Browser, origin: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORTS.phone });
  context.setDefaultTimeout(10_000);
  await context.addInitScript(reportCspViolations, CSP_VIOLATION);
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    const type = message.type();
    // Chromium logs every 4xx/5xx as "Failed to load resource" without the URL; the response
    // listener below reports those with method and path, so expected ones can be allowed.
    if (type !== 'error' && type !== 'warning') return;
    if (message.text().startsWith('Failed to load resource')) return;
    const summary = `console ${type}: ${message.text()}`;
    if (!allowed.some((pattern) => pattern.test(summary))) problems.push(summary);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    const summary = `${request.method()} ${new URL(response.url()).pathname} ${response.status()}`;
    if (!allowed.some((pattern) => pattern.test(summary))) problems.push(`response: ${summary}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels the requests of the page it leaves; that is not a failure.
    if (reason !== 'net::ERR_ABORTED') {
      problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
    }
  });
  return {
    context,
    page,
    problems,
    allow(pattern) {
      allowed.push(pattern);
    },
    async screenshot(name) {
      // One row per name: two screens photographed under one name would overwrite each other.
      const rows = (await readFile(SCREENS_DOC, 'utf8')).split(`| \`${name}\``).length - 1;
      if (rows !== 1) {
        problems.push(`docs/SCREENS.md lists the screen \`${name}\` ${rows} times, not once`);
      }
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        // Let layout, transitions and lazy images settle at the new size before judging it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        await page.waitForTimeout(200);
        for (const violation of await seriousA11yViolations(page)) {
          problems.push(`accessibility on ${name} (${size}): ${violation}`);
        }
        for (const problem of await layoutProblems(page)) {
          problems.push(`layout of ${name} (${size}): ${problem}`);
        }
        await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${size}.png` });
      }
      await page.setViewportSize(VIEWPORTS.phone);
    },
  };
}
