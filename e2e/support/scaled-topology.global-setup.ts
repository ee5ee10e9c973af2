import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OwnRedisCluster, startOwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { type ReplicaCluster, startReplicaCluster } from '@starmatch/test-support/replica-cluster';
import {
  SCALED_TOPOLOGY_VARIABLES,
  type ScaledServingRecord,
  wantsScaledTopology,
} from './scaled-topology.js';

// Starts the scaled topology's servers once for the whole browser run (a cluster and a replica
// per file would add about ten seconds to each) and, at the end, checks that the replica and the
// buckets really served the suite: a run whose reads all went to the primary proves nothing.

/**
 * The check holds a run of this many files or more to it: one file's people may all have written
 * in the 2 s before each read, which sends every read to the primary (the whole suite: 43 scans).
 */
const CHECKED_FROM_STACKS = 10;

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!wantsScaledTopology()) return undefined;
  const reportDir = await mkdtemp(join(tmpdir(), 'starmatch-e2e-scaled-'));
  const reportFile = join(reportDir, 'serving.jsonl');
  await writeFile(reportFile, '');
  let cluster: OwnRedisCluster | undefined;
  let replica: ReplicaCluster | undefined;
  const teardown = async () => {
    await Promise.allSettled([cluster?.destroy(), replica?.destroy()]);
    await rm(reportDir, { recursive: true, force: true });
  };
  try {
    [cluster, replica] = await Promise.all([startOwnRedisCluster(), startReplicaCluster()]);
  } catch (error) {
    await teardown();
    throw error;
  }
  // The test files run in child processes, which inherit this environment.
  process.env[SCALED_TOPOLOGY_VARIABLES.primaryUrl] = replica.primary.url;
  process.env[SCALED_TOPOLOGY_VARIABLES.replicaUrl] = replica.replicaUrl;
  process.env[SCALED_TOPOLOGY_VARIABLES.redisClusterNodes] = cluster.nodeList;
  process.env[SCALED_TOPOLOGY_VARIABLES.reportFile] = reportFile;

  return async () => {
    const records = (await readFile(reportFile, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as ScaledServingRecord);
    await teardown();
    const replicaTableReads = sum(records.map((record) => record.replicaTableReads));
    const bucketObjects = sum(records.map((record) => record.bucketObjects));
    console.log(
      `Scaled topology: ${records.length} stacks; the replica ran ${replicaTableReads} table ` +
        `scans for them; their buckets held ${bucketObjects} photo objects.`,
    );
    if (records.length >= CHECKED_FROM_STACKS && (replicaTableReads === 0 || bucketObjects === 0)) {
      throw new Error('the scaled topology ran, but its replica or its buckets served nothing');
    }
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
