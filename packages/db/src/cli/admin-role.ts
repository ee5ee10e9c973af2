import { access } from 'node:fs/promises';
import path from 'node:path';
import type { UserRole } from '@starmatch/contracts/moderation';
import { createDatabase } from '../connection.js';
import { type SetRoleResult, setUserRole } from '../queries/roles.js';
import { describeDatabase, loadCliConfig } from './cli-config.js';
import {
  CONTROL_ROLE_PATH,
  type ControlFile,
  readControlFile,
  setRoleAnswerSchema,
} from './control-channel.js';

// `pnpm admin:grant <email>` and `pnpm admin:revoke <email>`: the only way to give or take the
// moderator role (docs/ARCHITECTURE.md "Moderation"). With DATABASE_URL it writes to PostgreSQL
// directly, running app or not. Without, the database is PGlite under DATA_DIR: through the
// running app's control channel when the app runs, directly when it does not.

class UsageError extends Error {}

const ROLE_OF_COMMAND: Record<string, UserRole> = { grant: 'moderator', revoke: 'member' };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function throughApp(control: ControlFile, email: string, role: UserRole) {
  const response = await fetch(new URL(CONTROL_ROLE_PATH, control.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${control.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
  if (!response.ok) {
    throw new Error(`The running app refused the command (HTTP ${response.status}).`);
  }
  return setRoleAnswerSchema.parse(await response.json());
}

async function directly(
  config: ReturnType<typeof loadCliConfig>,
  email: string,
  role: UserRole,
): Promise<SetRoleResult> {
  if (!config.databaseUrl) {
    try {
      await access(path.join(config.dataDir, 'pglite'));
    } catch {
      throw new UsageError(
        `No database at ${describeDatabase(config)}. Start the app once (pnpm start), or set DATABASE_URL or DATA_DIR.`,
      );
    }
  }
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await setUserRole(handle.db, email, role);
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, email, ...rest] = argv;
  const role = command ? ROLE_OF_COMMAND[command] : undefined;
  if (!role || !email || rest.length > 0) {
    throw new UsageError('Usage: pnpm admin:grant <email> | pnpm admin:revoke <email>');
  }
  const config = loadCliConfig();
  let result: SetRoleResult;
  let where: string;
  const control = config.databaseUrl ? null : await readControlFile(config.dataDir);
  if (control && isAlive(control.pid)) {
    result = await throughApp(control, email, role);
    where = `the running app (${describeDatabase(config)})`;
  } else {
    // No app, or a control file a crashed app left behind: the database is ours alone.
    result = await directly(config, email, role);
    where = describeDatabase(config);
  }
  if (result.outcome === 'unknown_email') {
    throw new UsageError(`No account with the email ${email} in ${where}.`);
  }
  const verb = role === 'moderator' ? 'is a moderator' : 'is no longer a moderator';
  const already = result.outcome === 'unchanged' ? ' (no change)' : '';
  console.log(`${result.fullName} <${email.trim().toLowerCase()}> ${verb}${already}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
