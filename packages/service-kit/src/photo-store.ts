/**
 * Where photos live (docs/ARCHITECTURE.md "Photo storage"): the upload folder of one machine, or
 * an S3-compatible bucket that every api and worker copy shares. Objects are named by keys with
 * `/` between parts: `incoming/<photoId>.upload` for an upload waiting for the worker (never
 * served), `profiles/<userId>/<name>.webp` for what the app shows. A photo's URL is its key under
 * `/uploads/`, whichever store holds it, so stored URLs never change when photos move.
 */
export interface PhotoStore {
  readonly kind: 'local' | 's3';
  /** What an image job carries to name an object: the file's absolute path, or the key. */
  locationOf(key: string): string;
  /** The key a job's location names, or null when it names anything outside the store. */
  keyAt(location: string): string | null;
  /** A local file for an upload to stream into before storeReceived puts it at `key`. */
  receivingPath(key: string): Promise<string>;
  /** Puts the file at `path` (from receivingPath) at `key`, where the worker reads it. */
  storeReceived(key: string, path: string): Promise<void>;
  /** Writes the object whole or not at all: a reader never sees half of one. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes these objects; missing ones are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key that starts with `prefix`, in no promised order. */
  list(prefix: string): Promise<string[]>;
  /**
   * A URL a browser may fetch the object from for `expiresInSeconds`, with the caching and type
   * of a served photo; null for the local folder, which the api serves itself.
   */
  signedUrl(key: string, expiresInSeconds: number): Promise<string | null>;
  close(): void;
}

/** Photos as the app serves them: ids never repeat, so a URL's content never changes. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PHOTO_CONTENT_TYPE = 'image/webp';

const UPLOADS_URL_PREFIX = '/uploads/';
const PROFILES = 'profiles';

export const photoKeys = {
  incoming: (photoId: string) => `incoming/${photoId}.upload`,
  photo: (userId: string, photoId: string) => `${PROFILES}/${userId}/${photoId}.webp`,
  /** The thumbnail sits beside its photo, so deleting the person's prefix removes it too. */
  thumbnailOf: (photoKey: string) => photoKey.replace(/\.webp$/, '.thumb.webp'),
  /** Everything of one person: photos, thumbnails and block snapshot copies. */
  userPrefix: (userId: string) => `${PROFILES}/${userId}/`,
  profilesPrefix: `${PROFILES}/`,
};

const KEY_CHARACTERS = /^[A-Za-z0-9._/-]{1,512}$/;

/**
 * A key made only of plain parts: letters, digits, `.`, `_` and `-`, no empty part, no `.` or
 * `..`, no dotfile. Every key the app builds is one; anything else came from outside.
 */
export function isSafeKey(key: string): boolean {
  if (!KEY_CHARACTERS.test(key)) return false;
  return key.split('/').every((part) => part !== '' && !part.startsWith('.'));
}

/** The key of a photo URL (`/uploads/<key>`), or null for any URL that names no safe key. */
export function keyOfPhotoUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

export function photoUrlOf(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** A key under `profiles/` that ends in `.webp`: what /uploads/ may serve. */
export function isServableKey(key: string): boolean {
  return isSafeKey(key) && key.startsWith(photoKeys.profilesPrefix) && key.endsWith('.webp');
}

/** Thrown by a reader when the object it must have is missing; `code` as the filesystem's. */
export class PhotoMissingError extends Error {
  override name = 'PhotoMissingError';
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`no object at ${key} in the photo store`);
  }
}
