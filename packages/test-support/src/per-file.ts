import { afterAll, beforeAll } from 'vitest';

/**
 * What exists only once a hook has run, as an object to hold from the start: each property is
 * read from `current()` when a test reads it (methods are bound to it).
 */
export function lateBound<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = current();
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Something a whole test file shares (its database, a server, a stack of processes): `start`ed
 * before the file's first test, `stop`ped after its last. Call it at the top of the file or of a
 * describe; read what it answers inside the tests.
 */
export function perFile<T extends object>(
  start: () => Promise<T>,
  stop: (made: T) => Promise<unknown>,
  startTimeoutMs?: number,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  }, startTimeoutMs);
  afterAll(async () => {
    if (made) await stop(made);
  });
  return lateBound(() => {
    if (!made) throw new Error('made in beforeAll: read it inside a test');
    return made;
  });
}
