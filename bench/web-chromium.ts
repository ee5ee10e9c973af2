import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@starmatch/test-support/chromium';
import { type BrowserContext, chromium } from 'playwright-core';

export interface DebuggableChromium {
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to; it drives tabs in this same profile. */
  port: number;
  close(): Promise<void>;
}

/**
 * A Chromium with a profile of its own on disk and a DevTools port, so Lighthouse's tabs share
 * the profile's localStorage (the signed-in explore tab) with pages Playwright prepared.
 */
export async function launchDebuggableChromium(port: number): Promise<DebuggableChromium> {
  const profileDir = await mkdtemp(join(tmpdir(), 'starmatch-bench-web-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
