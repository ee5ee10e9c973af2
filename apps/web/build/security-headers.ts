import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeBuiltHeaders } from '@starmatch/security-headers/built-headers';
import { inlineScriptHashes } from '@starmatch/security-headers/inline-script-hashes';
import type { Plugin } from 'vite';

/**
 * Hashes the inline scripts of the finished index.html (other plugins put them there, and one
 * names chunk files, so the hashes change with every build) and writes what the servers need
 * to allow exactly those: the hashes for the api, the header lines for nginx. They go to
 * `dist-headers`, beside the output rather than in it, so nothing serves them.
 */
export function securityHeaders(): Plugin {
  let outDir = '';
  return {
    name: 'starmatch:security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeBuiltHeaders(outDir, inlineScriptHashes(html));
    },
  };
}
