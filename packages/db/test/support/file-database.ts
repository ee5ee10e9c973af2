import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.js';

/**
 * The test file's own database, made before its first test and dropped after its last; call it
 * at the top of a test file (or a describe). Its fields are read when a test runs, as the
 * database exists only once beforeAll has run.
 */
export function fileDatabase(): TestDatabase {
  let made: TestDatabase | undefined;
  beforeAll(async () => {
    made = await createTestDatabase();
  });
  afterAll(async () => {
    await made?.destroy();
  });
  function current(): TestDatabase {
    if (!made) throw new Error('the test database is made in beforeAll');
    return made;
  }
  return {
    get db() {
      return current().db;
    },
    get handle() {
      return current().handle;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    destroy: () => current().destroy(),
  };
}
