import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type PhotoStore } from './photo-store.js';

// Owner-only, like every data file: only the services read photos (the api serves them).
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * The upload folder as a photo store (the single process's, and the distributed mode's when
 * every copy shares one volume): a key is the file at that path under `root`.
 */
export function createLocalPhotoStore(uploadDir: string): PhotoStore {
  // Absolute, because locations travel to the worker, whose working directory may differ.
  const root = path.resolve(uploadDir);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a photo key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const keyAt = (location: string): string | null => {
    const relative = path.relative(root, path.resolve(location));
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
    const key = relative.split(path.sep).join('/');
    return isSafeKey(key) ? key : null;
  };

  return {
    kind: 'local',
    locationOf: fileOf,
    keyAt,
    async receivingPath(key) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
      return file;
    },
    async storeReceived(key, received) {
      const file = fileOf(key);
      if (path.resolve(received) !== file) await rename(received, file);
    },
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
      // Under a temporary name, then renamed over the target: a job that runs twice at once
      // replaces the file with the same bytes, and a reader never sees half of one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body, { mode: FILE_MODE });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        (found) => found.isFile(),
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder === '' ? root : fileOf(folder);
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile())
        .flatMap((entry) => {
          const key = keyAt(path.join(entry.parentPath, entry.name));
          return key?.startsWith(prefix) ? [key] : [];
        });
    },
    async signedUrl() {
      return null;
    },
    close() {},
  };
}
