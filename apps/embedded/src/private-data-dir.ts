import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Owner-only: the folder holds the database, every photo and the email outbox (codes, reset links). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

async function tighten(path: string): Promise<void> {
  const stats = await lstat(path).catch(() => undefined);
  // A symbolic link is left alone: chmod would follow it out of the folder.
  if (stats === undefined || stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== PRIVATE_DIR_MODE) await chmod(path, PRIVATE_DIR_MODE);
    const names = await readdir(path);
    for (const name of names) await tighten(join(path, name));
  } else if (stats.isFile() && (stats.mode & 0o777) !== PRIVATE_FILE_MODE) {
    await chmod(path, PRIVATE_FILE_MODE);
  }
}

/**
 * Creates the data folders owner-only and tightens what an earlier version left readable by
 * others (it created them with the default modes). New files get their modes where they are
 * written, and main.ts sets the umask for what PGlite writes.
 */
export async function makeDataDirsPrivate(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await tighten(dir);
  }
}
