import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { WEB_DIST_DIR } from './web-app-process.js';
import { ON_DEMAND_SOURCES } from './web-targets.js';

export interface InitialScripts {
  label: string;
  /** Gzip budget of this page's initial JavaScript; null when only the on-demand check applies. */
  budgetBytes: number | null;
  scripts: Array<{
    file: string;
    rawBytes: number;
    gzipBytes: number;
    transferBytes: number;
    servedEncoding: string;
  }>;
  rawBytes: number;
  /** Bytes of the bodies as the server sent them (compressed or not). */
  transferBytes: number;
  /** Each body gzipped at zlib level 9 here, whatever the server sent. */
  gzipBytes: number;
  /** Source files of the on-demand features (chat, settings) found inside these scripts. */
  onDemandSources: string[];
}

/**
 * Every script a first visit to `url` downloads until the network is idle: the entry, the chunks
 * it preloads and the route chunks the router then imports. Nothing comes from the HTTP cache;
 * whether someone is signed in is up to the profile's localStorage.
 */
export async function measureInitialScripts(
  context: BrowserContext,
  url: string,
  label: string,
  budgetBytes: number | null,
): Promise<InitialScripts> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Array<Promise<InitialScripts['scripts'][number]>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        file: new URL(response.url()).pathname,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        transferBytes: sizes.responseBodySize,
        servedEncoding: response.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await page.close();
  const onDemandSources = new Set<string>();
  for (const script of scripts) {
    for (const source of await sourcesOf(script.file)) {
      const part = ON_DEMAND_SOURCES.find((folder) => source.includes(folder));
      if (part) onDemandSources.add(source.slice(source.indexOf(part)));
    }
  }
  return {
    label,
    budgetBytes,
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    onDemandSources: [...onDemandSources],
  };
}

/** The source files bundled into a built script, from its source map, which the build keeps beside dist. */
async function sourcesOf(scriptPath: string): Promise<string[]> {
  const map = await readFile(`${WEB_DIST_DIR}-sourcemaps${scriptPath}.map`, 'utf8').catch(() => {
    throw new Error(`no source map for ${scriptPath}: the chat/settings check needs one`);
  });
  return (JSON.parse(map) as { sources: string[] }).sources;
}
