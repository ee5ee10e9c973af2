import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Moves the build's source maps out of what is served, to `dist-sourcemaps` beside it (same
 * paths), where error reporting or `pnpm bench:web` can still read them. Built with
 * `sourcemap: 'hidden'`, the bundles do not name them either.
 */
export function sourceMapsAside(): Plugin {
  let outDir = '';
  return {
    name: 'starmatch:source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const mapsDir = `${outDir}-sourcemaps`;
      await rm(mapsDir, { recursive: true, force: true });
      const maps = (await readdir(outDir, { recursive: true })).filter((file) =>
        file.endsWith('.map'),
      );
      for (const file of maps) {
        await mkdir(dirname(join(mapsDir, file)), { recursive: true });
        await rename(join(outDir, file), join(mapsDir, file));
      }
    },
  };
}
