// The front-end budget `pnpm bench:web` checks: issue 6's, tightened by issue 19 ("Performance at
// city scale"). docs/BENCHMARKS.md has the figures.

export const INITIAL_JS_BUDGET_GZIP_BYTES = 120 * 1024;
/** Issue 19's score for the visitor's pages, `/` and `/login`. */
export const LIGHTHOUSE_MIN_SCORE = 98;
/**
 * The explore tab (signed in) is held to the score it has, so that it cannot slip: issue 19
 * tightened only the visitor's pages, and issue 20 asks that every page keep its score. Its LCP
 * is the first candidate's photo, three requests into the page load (docs/BENCHMARKS.md).
 */
export const EXPLORE_LIGHTHOUSE_MIN_SCORE = 97;
export const LCP_MAX_MS = 2500;
export const TBT_MAX_MS = 200;
/** Issue 20: chips, badges and late images must not move the page (issue 6 allowed 0.1). */
export const CLS_MAX = 0.05;

/** Source folders that must load on demand, never with the landing or sign-in page. */
export const ON_DEMAND_SOURCES = [
  'src/features/chat/',
  'src/features/settings/',
  'src/app/routes/chat.tsx',
  'src/app/routes/settings.tsx',
];

export const DEMO_EMAIL = 'aroha@demo.starmatch.nz';
export const DEMO_PASSWORD = 'starmatch-demo';

/** Lighthouse runs per page (BENCH_WEB_RUNS); 0 checks only the initial JavaScript. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
