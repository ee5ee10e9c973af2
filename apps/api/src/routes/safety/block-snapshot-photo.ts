import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The photo of a block's snapshot (docs/ARCHITECTURE.md "Trust and safety"): a copy of the
// blocked person's main photo, made at block time, so the block list shows them as they were
// even after they change or delete their photos or their account. The copy lives in the
// blocker's own upload folder, so deleting the blocker's account removes it with their photos,
// and it is served like any photo (an unguessable name under /uploads/profiles).

const PROFILES_PREFIX = '/uploads/profiles/';
/** Copies are `blocked-<uuid>.webp`, a name no photo id (a bare uuid) can take. */
const COPY_PREFIX = 'blocked-';

function fileOf(root: string, url: string): string | null {
  if (!url.startsWith(PROFILES_PREFIX)) return null;
  const file = path.resolve(root, url.slice(PROFILES_PREFIX.length));
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

export interface BlockSnapshotPhotos {
  /** Copies the photo at `photoUrl` (its thumbnail when there is one) for `blockerId`; null when
   * there is no file to copy. */
  copy(blockerId: string, photoUrl: string): Promise<string | null>;
  /** Removes a copy made by `copy` for `blockerId`; any other URL is left alone. */
  remove(blockerId: string, photoUrl: string | null): Promise<void>;
}

export function blockSnapshotPhotos(uploadDir: string): BlockSnapshotPhotos {
  const root = path.resolve(uploadDir, 'profiles');
  return {
    async copy(blockerId, photoUrl) {
      const source = fileOf(root, photoUrl);
      if (!source?.endsWith('.webp')) return null;
      const thumbnail = source.replace(/\.webp$/, '.thumb.webp');
      const bytes =
        (await readFile(thumbnail).catch(() => null)) ?? (await readFile(source).catch(() => null));
      if (!bytes) return null;
      const name = `${COPY_PREFIX}${randomUUID()}.webp`;
      const folder = path.join(root, blockerId);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), bytes);
      return `${PROFILES_PREFIX}${blockerId}/${name}`;
    },
    async remove(blockerId, photoUrl) {
      if (!photoUrl?.startsWith(`${PROFILES_PREFIX}${blockerId}/${COPY_PREFIX}`)) return;
      const file = fileOf(root, photoUrl);
      if (file) await rm(file, { force: true });
    },
  };
}
