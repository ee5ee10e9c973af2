import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { controlFilePath, readControlFile } from '@starmatch/db/cli/control-channel';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { type EmbeddedApp, startEmbeddedApp } from '@starmatch/test-support/embedded-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpPerson } from './support/signed-up-person.js';

// `pnpm admin:grant` / `admin:revoke` while the app runs. Without DATABASE_URL the app (the built
// single-process app, its own process) owns its PGlite, and the command reaches it through the
// control channel; with DATABASE_URL the command writes to PostgreSQL itself.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(REPO_ROOT, 'packages/db/dist/cli/admin-role.js');

let app: EmbeddedApp;
let serverDatabase: TestDatabase | undefined;
/** The DATA_DIR the command is given: the app's own, or (with PostgreSQL) an empty one. */
let cliDataDir: string;

beforeAll(async () => {
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
  app = await startEmbeddedApp(
    serverDatabase?.databaseUrl ? { DATABASE_URL: serverDatabase.databaseUrl } : {},
  );
  // With PostgreSQL the command must not need the app at all: it gets a folder with no channel.
  cliDataDir = serverDatabase ? await mkdtemp(join(tmpdir(), 'starmatch-cli-')) : app.dataDir;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await serverDatabase?.destroy();
  if (serverDatabase) await rm(cliDataDir, { recursive: true, force: true });
});

function adminRole(
  command: string,
  email: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: cliDataDir };
  if (serverDatabase?.databaseUrl) env.DATABASE_URL = serverDatabase.databaseUrl;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, command, email],
      { env, cwd: REPO_ROOT },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

async function adminStatus(token: string): Promise<number> {
  const response = await fetch(`${app.origin}/api/admin/reports?status=open`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe(`pnpm admin:grant and admin:revoke, app running (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('grants and revokes the moderator role, which the running app honours at once', async () => {
    const email = 'hine.moderator@example.nz';
    const token = await signedUpPerson(app.origin, app.dataDir, email, 'Hine Moderator');
    expect(await adminStatus(token)).toBe(404);

    const granted = await adminRole('grant', 'Hine.Moderator@Example.nz');
    expect(granted).toEqual({
      code: 0,
      stdout: `Hine Moderator <${email}> is a moderator.\n`,
      stderr: '',
    });
    expect(await adminStatus(token)).toBe(200);
    const again = await adminRole('grant', email);
    expect(again.stdout).toBe(`Hine Moderator <${email}> is a moderator (no change).\n`);

    const revoked = await adminRole('revoke', email);
    expect(revoked).toEqual({
      code: 0,
      stdout: `Hine Moderator <${email}> is no longer a moderator.\n`,
      stderr: '',
    });
    expect(await adminStatus(token)).toBe(404);
  });

  it('fails with exit code 1 and says so for an unknown email', async () => {
    const result = await adminRole('grant', 'nobody@example.nz');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^No account with the email nobody@example\.nz in /);
  });

  it('fails with exit code 1 and the usage without an email', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, [CLI, 'grant'], { cwd: REPO_ROOT }, (error, _out, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(result).toEqual({
      code: 1,
      stderr: 'Usage: pnpm admin:grant <email> | pnpm admin:revoke <email>\n',
    });
  });

  it('keeps the channel on loopback, behind a secret only the owner can read', async () => {
    const control = await readControlFile(app.dataDir);
    expect(control?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await stat(controlFilePath(app.dataDir))).mode & 0o777).toBe(0o600);
    const body = JSON.stringify({ email: 'hine.moderator@example.nz', role: 'moderator' });
    for (const authorization of [undefined, 'Bearer wrong-secret', `Bearer ${control?.secret}x`]) {
      const response = await fetch(`${control?.url}/role`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body,
      });
      expect(response.status).toBe(401);
    }
  });

  it('fails with exit code 1 when there is neither an app nor a database', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'starmatch-empty-'));
    try {
      const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [CLI, 'grant', 'someone@example.nz'],
          { env: { PATH: process.env.PATH ?? '', DATA_DIR: empty }, cwd: REPO_ROOT },
          (error, _out, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `No database at PGlite at ${join(empty, 'pglite')}. Start the app once (pnpm start), or set DATABASE_URL or DATA_DIR.\n`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
