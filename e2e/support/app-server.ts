import { startDistributedServer } from './distributed-server.js';
import { startEmbeddedServer } from './embedded-server.js';

export interface AppServer {
  /** The one origin the browser talks to. */
  origin: string;
  /** Where uploads and the email outbox (`outbox.jsonl`) are written. */
  dataDir: string;
  /** Every process's output, each line prefixed with the process's name. */
  logs: string[];
  /** Distributed mode only: WebSocket connections each realtime gateway accepted, in order. */
  gatewayConnections?(): number[];
  stop(): Promise<void>;
}

/**
 * The production build in the mode E2E_MODE names: `embedded` (default, what `pnpm start` runs)
 * or `distributed` (api, two realtime gateways and the worker as separate processes behind one
 * origin, on the PostgreSQL and Redis that DATABASE_URL and REDIS_URL name). SEED_DEMO: 'true'
 * in `env` loads the demo seed; every other key goes to every process.
 */
export function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const mode = process.env.E2E_MODE ?? 'embedded';
  if (mode === 'embedded') return startEmbeddedServer(env);
  if (mode === 'distributed') return startDistributedServer(env);
  throw new Error(`E2E_MODE must be embedded or distributed, not ${mode}`);
}
