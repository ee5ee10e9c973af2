import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precacheEntries, SERVICE_WORKER_FILE } from './precache-entries';
import { sourceAlias } from './source-alias';

const SERVICE_WORKER_ENTRY = 'src/service-worker/service-worker.ts';

/**
 * Builds the service worker (src/service-worker) into `dist/sw.js` once the app's files are
 * written, with the list of those files in place of `self.__WB_MANIFEST`: workbox-precaching
 * then installs exactly this build's shell, and any change to it changes sw.js, which is how
 * the browser learns of a new version. Its own small build, as a classic script (every browser
 * runs those as service workers), so none of the app's chunking applies to it.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'starmatch:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const manifest = await precacheEntries(bundle, config.publicDir);
      await build({
        configFile: false,
        logLevel: 'warn',
        root: config.root,
        publicDir: false,
        resolve: { alias: sourceAlias },
        define: {
          'self.__WB_MANIFEST': JSON.stringify(manifest),
          // workbox logs its every step unless told this is production.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir: resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: 'terser',
          sourcemap: false,
          lib: {
            entry: resolve(config.root, SERVICE_WORKER_ENTRY),
            formats: ['iife'],
            name: 'starmatchServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
          rollupOptions: {
            // As in vite.config.ts: zod's comments Rollup cannot place are dropped harmlessly.
            onwarn(warning, warn) {
              if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
              warn(warning);
            },
          },
        },
      });
    },
  };
}
