import { appendFile } from 'node:fs/promises';

// E2E_TOPOLOGY=scaled (with E2E_MODE=distributed): the browser suite on the shape a deployment
// past one machine has (docs/ARCHITECTURE.md "Browser tests on the scaled topology"): Redis as a
// six-node cluster, the feed reads on a streaming replica, photos in an S3 bucket. The cluster and
// the two PostgreSQL servers are started once per run by scaled-topology.global-setup.ts, which
// hands them to the test files through these variables; each file brings its own bucket.

/** What the global setup started, as each test file reads it. */
export interface ScaledTopology {
  /** postgres://…/postgres of the primary: each file creates its database there. */
  primaryUrl: string;
  /** postgres://…/postgres of its streaming standby: the same database name reads there. */
  replicaUrl: string;
  /** REDIS_CLUSTER_NODES for the six nodes. */
  redisClusterNodes: string;
  /** Where each file records what its replica and bucket served, for the run's closing check. */
  reportFile: string;
}

export const SCALED_TOPOLOGY_VARIABLES = {
  primaryUrl: 'E2E_SCALED_PRIMARY_URL',
  replicaUrl: 'E2E_SCALED_REPLICA_URL',
  redisClusterNodes: 'E2E_SCALED_REDIS_CLUSTER_NODES',
  reportFile: 'E2E_SCALED_REPORT_FILE',
} as const satisfies Record<keyof ScaledTopology, string>;

export function wantsScaledTopology(): boolean {
  const topology = process.env.E2E_TOPOLOGY ?? 'single';
  if (topology !== 'single' && topology !== 'scaled') {
    throw new Error(`E2E_TOPOLOGY must be single or scaled, not ${topology}`);
  }
  if (topology === 'scaled' && process.env.E2E_MODE !== 'distributed') {
    throw new Error('E2E_TOPOLOGY=scaled needs E2E_MODE=distributed');
  }
  return topology === 'scaled';
}

/** The topology of this run, or undefined for the single-server one. */
export function scaledTopology(): ScaledTopology | undefined {
  if (!wantsScaledTopology()) return undefined;
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is unset: the scaled topology's global setup did not run`);
    return value;
  };
  return {
    primaryUrl: read(SCALED_TOPOLOGY_VARIABLES.primaryUrl),
    replicaUrl: read(SCALED_TOPOLOGY_VARIABLES.replicaUrl),
    redisClusterNodes: read(SCALED_TOPOLOGY_VARIABLES.redisClusterNodes),
    reportFile: read(SCALED_TOPOLOGY_VARIABLES.reportFile),
  };
}

/** One test file's share of the work the scaled parts did. */
export interface ScaledServingRecord {
  /** Scans of the app's tables the replica ran in the file's database (its reads). */
  replicaTableReads: number;
  /** Objects in the file's bucket when it stopped (photos, as uploaded and as optimised). */
  bucketObjects: number;
}

export async function recordScaledServing(
  topology: ScaledTopology,
  record: ScaledServingRecord,
): Promise<void> {
  await appendFile(topology.reportFile, `${JSON.stringify(record)}\n`);
}

/** The same database name on another server of the same cluster. */
export function onServer(serverUrl: string, databaseUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}
