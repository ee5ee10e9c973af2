import { createDatabase } from '../connection.js';
import { migrateToLatest } from '../migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { seedDemoData } from '../seed/seed-demo-data.js';
import { describeDatabase, loadCliConfig } from './cli-config.js';

async function main(): Promise<void> {
  const config = loadCliConfig();
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Seeding needs the tables, so bring the schema up first (a no-op when already current).
    await migrateToLatest(handle.db);
    const started = Date.now();
    const result = await seedDemoData(handle.db, { uploadDir: config.uploadDir });
    const target = describeDatabase(config);
    if (result.skipped) {
      console.log(`Demo data was already seeded in ${target}; nothing to do.`);
    } else {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeded ${result.users} demo users and ${result.photos} photos into ${target} in ${seconds} s.`,
      );
      console.log(`Photos written under ${config.uploadDir}.`);
    }
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.fullName} <${account.email}>`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
