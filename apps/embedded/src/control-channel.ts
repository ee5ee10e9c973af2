import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONTROL_ROLE_PATH,
  type ControlFile,
  controlFilePath,
  type SetRoleAnswer,
  setRoleCommandSchema,
} from '@starmatch/db/cli/control-channel';
import type { Database } from '@starmatch/db/database';
import { setUserRole } from '@starmatch/db/queries/roles';
import { bearerTokenOf } from '@starmatch/service-kit/bearer-token';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

export interface ControlChannel {
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4096;

function bearerMatches(request: IncomingMessage, secret: Buffer): boolean {
  const presented = bearerTokenOf(request.headers.authorization);
  if (!presented) return false;
  const given = Buffer.from(presented);
  return given.length === secret.length && timingSafeEqual(given, secret);
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The single-process app's control channel (docs/ARCHITECTURE.md "Moderation"): while the app
 * owns the PGlite database, `pnpm admin:grant` and `pnpm admin:revoke` reach it here. HTTP on
 * 127.0.0.1 only, on a port the system picks, and nothing without the bearer secret, which is
 * written with the address to `<DATA_DIR>/control.json` (mode 0600, so only the app's own user
 * can read it) and removed on close. A browser page cannot learn the secret or send the header
 * without it, so neither another user on the machine nor a web page can use the channel.
 */
export async function startControlChannel(
  db: Kysely<Database>,
  dataDir: string,
  logger: Logger,
): Promise<ControlChannel> {
  const secretText = randomBytes(32).toString('base64url');
  const secret = Buffer.from(secretText);
  const server = createServer((request, response) => {
    void (async () => {
      if (!bearerMatches(request, secret)) return answer(response, 401, { message: 'No.' });
      if (request.method !== 'POST' || request.url !== CONTROL_ROLE_PATH) {
        return answer(response, 404, { message: 'Not found' });
      }
      const command = setRoleCommandSchema.safeParse(JSON.parse(await readBody(request)));
      if (!command.success) return answer(response, 400, { message: 'Bad command' });
      const result: SetRoleAnswer = await setUserRole(db, command.data.email, command.data.role);
      logger.info(
        { role: command.data.role, outcome: result.outcome },
        'role changed through the control channel',
      );
      return answer(response, 200, result);
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'control channel request failed');
      if (!response.headersSent) answer(response, 500, { message: 'Failed' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const file: ControlFile = {
    url: `http://127.0.0.1:${port}`,
    secret: secretText,
    pid: process.pid,
  };
  const path = controlFilePath(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Written whole under another name, then renamed, so a reader never sees half a file; the
  // mode is set at creation, so the secret is never readable by others, not even briefly.
  const partial = `${path}.${process.pid}.tmp`;
  await rm(partial, { force: true });
  await writeFile(partial, JSON.stringify(file), { mode: 0o600, flag: 'wx' });
  await rename(partial, path);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Only our own file: a second app started on the same folder may have replaced it.
      const current = await readFile(path, 'utf8').catch(() => '');
      if (current.includes(secretText)) await rm(path, { force: true });
    },
  };
}
