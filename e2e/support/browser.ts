import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Person {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests the test did not expect. */
  problems: string[];
  screenshot(name: string): Promise<void>;
}

/** A person in a browser context of their own, on a phone-sized screen. */
export async function newPerson(browser: Browser, origin: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    problems.push(
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    );
  });
  return {
    context,
    page,
    problems,
    async screenshot(name) {
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
    },
  };
}
