import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AppServer } from './app-server.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `pnpm admin:grant <email>` against the running app, as an operator would run it (built CLI). */
export async function grantModerator(server: AppServer, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['packages/db/dist/cli/admin-role.js', 'grant', email],
    { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...server.adminEnv } },
  );
  return stdout.trim();
}
