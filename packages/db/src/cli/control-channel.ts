import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { USER_ROLES } from '@starmatch/contracts/moderation';
import { z } from 'zod';

// The single-process app owns its PGlite database: a second process opening the same folder
// would corrupt it. So while `pnpm start` runs, the role commands reach the database through
// the app: an HTTP server on 127.0.0.1 only, on a port of its own, that answers nothing without
// the secret the app writes into DATA_DIR (readable by the app's own user alone, mode 0600).
// docs/ARCHITECTURE.md "Moderation".

/** `<DATA_DIR>/control.json`: where the running app says how to reach it. */
export function controlFilePath(dataDir: string): string {
  return path.join(dataDir, 'control.json');
}

export const controlFileSchema = z.object({
  /** http://127.0.0.1:<port> */
  url: z.url(),
  /** Sent as `Authorization: Bearer <secret>`. */
  secret: z.string().min(32),
  /** The app's process id, to tell a file left by a crash from a live app. */
  pid: z.int().positive(),
});
export type ControlFile = z.infer<typeof controlFileSchema>;

/** POST <url>/role */
export const CONTROL_ROLE_PATH = '/role';

export const setRoleCommandSchema = z.object({
  email: z.string().min(1).max(320),
  role: z.enum(USER_ROLES),
});
export type SetRoleCommand = z.infer<typeof setRoleCommandSchema>;

export const setRoleAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('unknown_email') }),
  z.object({ outcome: z.enum(['changed', 'unchanged']), fullName: z.string() }),
]);
export type SetRoleAnswer = z.infer<typeof setRoleAnswerSchema>;

/** The control file of a running app, or null when there is none (or it is unreadable). */
export async function readControlFile(dataDir: string): Promise<ControlFile | null> {
  try {
    const text = await readFile(controlFilePath(dataDir), 'utf8');
    const parsed = controlFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
