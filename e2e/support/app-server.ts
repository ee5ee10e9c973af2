import type { OwnPostgres } from '@starmatch/test-support/own-postgres';
import { startDistributedServer } from './distributed-server.js';
import { startEmbeddedServer } from './embedded-server.js';

export interface AppServer {
  /** The one origin the browser talks to: http://127.0.0.1:PORT. */
  origin: string;
  /** The APP_URL the services were given: `origin`, unless appUrlHost named another host. */
  appUrl: string;
  /** Where uploads and the email outbox (`outbox.jsonl`) are written. */
  dataDir: string;
  /** What `pnpm admin:grant` needs to reach this app's database (DATA_DIR, or DATABASE_URL). */
  adminEnv: Record<string, string>;
  /**
   * Puts a photo's bytes where the app keeps photos, at `key` (`profiles/<userId>/<id>.webp`):
   * the upload folder, or the bucket on the scaled topology.
   */
  putPhoto(key: string, body: Buffer): Promise<void>;
  /** Every process's output, each line prefixed with the process's name. */
  logs: string[];
  /** Distributed mode only: WebSocket connections each realtime gateway accepted, in order. */
  gatewayConnections?(): number[];
  /**
   * Only with `ownDatabase`: the PostgreSQL server every service uses, to stop as a crash would
   * (every connection drops at once) and start again on the same port.
   */
  database?: Pick<OwnPostgres, 'stop' | 'start'>;
  stop(): Promise<void>;
}

/** How old a deck may grow before a read rebuilds it, in the browser suite. */
const TEST_DECK_MAX_AGE_MS = '2000';

export interface AppServerOptions {
  /**
   * The host name APP_URL names (default 127.0.0.1, the address the browser opens). 'localhost'
   * configures the app as `pnpm start` does while the browser still opens 127.0.0.1.
   */
  appUrlHost?: string;
  /**
   * Distributed mode only: run on a PostgreSQL server of the test's own (exposed as `database`)
   * rather than on the machine's, so the test may stop it. The embedded app's PGlite lives in
   * its process and cannot be stopped on its own.
   */
  ownDatabase?: boolean;
}

/**
 * The production build in the mode E2E_MODE names: `embedded` (default, what `pnpm start` runs)
 * or `distributed` (api, two realtime gateways and the worker as separate processes behind one
 * origin, on the PostgreSQL and Redis that DATABASE_URL and REDIS_URL name). SEED_DEMO: 'true'
 * in `env` loads the demo seed; PHOTO_ORIGIN goes to the distributed mode's edge proxy, as it
 * goes to nginx (the single process reads no such variable); every other key goes to every
 * process.
 */
export function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const mode = process.env.E2E_MODE ?? 'embedded';
  // The tests' people arrive seconds apart and look for each other at once, where real people
  // would meet a newcomer within the 5-minute default (docs/ARCHITECTURE.md "Matching and decks").
  const withDefaults = { DECK_MAX_AGE_MS: TEST_DECK_MAX_AGE_MS, ...env };
  if (mode === 'embedded') return startEmbeddedServer(withDefaults, options);
  if (mode === 'distributed') return startDistributedServer(withDefaults, options);
  throw new Error(`E2E_MODE must be embedded or distributed, not ${mode}`);
}
