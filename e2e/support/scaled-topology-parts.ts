import { createDatabase } from '@starmatch/db/connection';
import { PHOTO_CONTENT_TYPE, photoKeys } from '@starmatch/service-kit/photo-store';
import { createS3PhotoStore } from '@starmatch/service-kit/s3-photo-store';
import { startS3Server } from '@starmatch/test-support/s3-server';
import { sql } from 'kysely';
import { onServer, recordScaledServing, type ScaledTopology } from './scaled-topology.js';

/** What one test file's stack adds to the run-wide scaled topology. */
export interface ScaledParts {
  /** For every service: the bucket, and the replica when there is one. */
  env: Record<string, string>;
  /** Puts an object in the file's bucket, as the worker puts an optimised photo. */
  putPhoto(key: string, body: Buffer): Promise<void>;
  /** Records what the replica and the bucket served, then stops the bucket's server. */
  stop(): Promise<void>;
}

/** How long a new database may take to reach the standby before the stack gives up. */
const REPLICA_CATCH_UP_MS = 15_000;

/**
 * A bucket of the file's own, and (for a database on the topology's primary) the same database on
 * the standby as DATABASE_READ_URL, once the standby has it: a pool opened before the database
 * exists there would only report errors until it did.
 */
export async function startScaledParts(
  topology: ScaledTopology,
  databaseUrl: string | undefined,
): Promise<ScaledParts> {
  const s3 = await startS3Server();
  const readUrl = databaseUrl ? onServer(topology.replicaUrl, databaseUrl) : undefined;
  try {
    if (readUrl) await waitForDatabase(readUrl);
  } catch (error) {
    await s3.close();
    throw error;
  }
  return {
    env: { ...s3.env, ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}) },
    async putPhoto(key, body) {
      const store = createS3PhotoStore(s3.options);
      try {
        await store.put(key, body, PHOTO_CONTENT_TYPE);
      } finally {
        store.close();
      }
    },
    async stop() {
      const store = createS3PhotoStore(s3.options);
      try {
        const bucketObjects = (await store.list(photoKeys.profilesPrefix)).length;
        const replicaTableReads = readUrl ? await tableReads(readUrl) : 0;
        await recordScaledServing(topology, { replicaTableReads, bucketObjects });
      } finally {
        store.close();
        await s3.close();
      }
    },
  };
}

async function waitForDatabase(url: string): Promise<void> {
  const deadline = Date.now() + REPLICA_CATCH_UP_MS;
  for (;;) {
    try {
      const handle = await createDatabase({ databaseUrl: url, connectTimeoutMs: 2_000 });
      try {
        await sql`select 1`.execute(handle.db);
        return;
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`the standby has no ${new URL(url).pathname}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Scans of the app's tables that the standby ran in this database: the reads it answered. (Its
 * transaction count would also hold the api's lag checks, which read no table.)
 */
async function tableReads(url: string): Promise<number> {
  const handle = await createDatabase({ databaseUrl: url, connectTimeoutMs: 5_000 });
  try {
    const { rows } = await sql<{ scans: string }>`
      select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as scans
      from pg_stat_user_tables
    `.execute(handle.db);
    return Number(rows[0]?.scans ?? 0);
  } finally {
    await handle.close();
  }
}
