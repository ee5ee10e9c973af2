import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { publicRoutes } from '@starmatch/contracts/api-routes-public';
import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes a `.br` and a `.gz` next to every text file of the build, once, at the best ratio, for
 * the server to send (fastify-static `preCompressed`) instead of compressing on every request.
 * Uncompressed, a first visit's JavaScript is three times larger.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'starmatch:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) =>
        COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(outDir, file));
          const [brotli, gzipped] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
            }),
            promisify(gzip)(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await writeFile(join(outDir, `${file}.br`), brotli);
          await writeFile(join(outDir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}

/**
 * A visitor's landing page at `/` cannot show before it knows the launch mode, which the app
 * only asks for once its code has arrived. This asks while the code downloads; the app's own
 * fetch (credentials included) then takes the preloaded answer instead of a second round trip.
 * Only for `/` without a session, so no other page preloads what it never uses.
 */
function preloadLaunchMode(): Plugin {
  const script = `if (location.pathname === '/' && !localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sessionToken)})) {
        const link = document.createElement('link');
        Object.assign(link, { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials' });
        link.href = ${JSON.stringify(publicRoutes.getAppConfig.path)};
        document.head.append(link);
      }`;
  return {
    name: 'starmatch:preload-launch-mode',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const realtimeOrigin = process.env.REALTIME_ORIGIN ?? apiOrigin;

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLaunchMode(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
      '/ws': { target: realtimeOrigin, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Fold chunks under 8 kB into chunks loaded with them: over HTTP/1.1 (six connections) a
        // first visit otherwise queues its ~18 small chunks in three rounds of round trips. Larger
        // values fold shared code into the chat chunk, which the explore tab then downloads.
        experimentalMinChunkSize: 8_000,
      },
      // zod ships comments Rollup cannot place; they are dropped harmlessly, so keep the log clean.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
        warn(warning);
      },
    },
  },
});
