import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { contractReads } from './build/contract-reads';
import { earlyRequests } from './build/early-requests';
import { precompress } from './build/precompress';
import { preloadLaunchMode } from './build/preload-launch-mode';
import { preloadVisitorRoutes } from './build/preload-visitor-routes';
import { reactRouterProductionBuild } from './build/react-router-production';
import { securityHeaders } from './build/security-headers';
import { serviceWorker } from './build/service-worker';
import { sourceAlias } from './build/source-alias';
import { sourceMapsAside } from './build/source-maps-aside';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const realtimeOrigin = process.env.REALTIME_ORIGIN ?? apiOrigin;

export default defineConfig({
  plugins: [
    react(),
    contractReads(),
    tailwindcss(),
    preloadLaunchMode(),
    preloadVisitorRoutes(),
    earlyRequests(),
    serviceWorker(),
    precompress(),
    securityHeaders(),
    sourceMapsAside(),
  ],
  resolve: {
    alias: [
      ...Object.entries(sourceAlias).map(([find, replacement]) => ({ find, replacement })),
      reactRouterProductionBuild(),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
      '/ws': { target: realtimeOrigin, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 modules supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Terser's second pass writes the entry 3 KB (gzipped) smaller than esbuild does, which the
    // first page's budget needs (the front-end budget in docs/BENCHMARKS.md).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Written, for error reporting, but not served: sourceMapsAside moves them out of dist.
    sourcemap: 'hidden',
    rollupOptions: {
      output: {
        manualChunks: chunkGroups('index', [
          // What the landing and sign-in both need (zod, the contracts, the API client) is one
          // file, the landing's own code another, the sign-in's a third, and the signed-in home
          // screen's a fourth.
          { name: 'shared', sharedBy: ['/src/app/routes/login.tsx', '/src/app/routes/home.tsx'] },
          { name: 'home', sharedBy: ['/src/app/routes/home.tsx'] },
          // Without a group of its own the sign-in's small modules (the password field, the text
          // link) were folded into chunks of signed-in screens, and `/login` downloaded the
          // dashboard with them.
          { name: 'login', sharedBy: ['/src/app/routes/login.tsx'] },
          // The zodiac's tables and the paged lists' query observer: the entry reaches them only
          // through re-exports (the contracts' constants, react-query's index) that neither the
          // landing nor the sign-in uses, so they wait for the screens that do.
          {
            name: 'contracts',
            matching:
              /\/packages\/zodiac\/|\/@tanstack\/(?:react-query|query-core)\/build\/modern\/(?:useInfiniteQuery|infiniteQueryObserver)\.js$/,
            outOfEntry: true,
          },
          // zod and the contracts' schemas, which the landing and sign-in load only once the
          // person sends a form: one file for every screen that needs them, so none of those
          // downloads another screen's chunk to get them.
          { name: 'contracts', matching: /\/(?:zod|packages\/contracts|packages\/zodiac)\// },
          // The Radix parts the toaster shares with the dashboard's dialogs: in the dashboard's
          // chunk, the first toast or key press on the landing or sign-in page downloaded the
          // dashboard and the contracts with them (64 KB gzipped, not 8).
          {
            name: 'radix',
            sharedBy: ['/src/components/ui/toaster.tsx', '/src/app/routes/dashboard.tsx'],
          },
          // The service worker's registration, loaded after every first page: alone and small,
          // not folded into the update banner and offline screen it loads only when needed.
          {
            name: 'service-worker-registration',
            matching: /\/src\/(?:lib\/service-worker-registration|service-worker\/skip-waiting)\./,
          },
          // The members' frame with the dashboard it shows at `/` and the tab bar every members'
          // screen has: one file for whatever members' screen a visit starts on.
          { name: 'dashboard', sharedBy: ['/src/app/routes/signed-in-layout.tsx'] },
        ]),
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
