import { createDatabase } from '../connection.js';
import { migrateToLatest } from '../migrate.js';
import { describeDatabase, loadCliConfig } from './cli-config.js';

async function main(): Promise<void> {
  const config = loadCliConfig();
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    const target = describeDatabase(config);
    if (applied.length === 0) {
      console.log(`Database is up to date (${target}).`);
    } else {
      console.log(`Applied ${applied.length} migration(s) to ${target}:`);
      for (const name of applied) console.log(`  ${name}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
