import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.js';
import { clearPeople } from '../../src/testing-people.js';

/**
 * A test database for the file, emptied of people before each test; call it at the top of a test
 * file. Answers a getter, as the database exists only once beforeAll has run.
 */
export function peopleDatabase(): () => TestDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.destroy();
  });
  beforeEach(async () => {
    await clearPeople(database().db);
  });
  function database(): TestDatabase {
    if (!test) throw new Error('the test database is made in beforeAll');
    return test;
  }
  return database;
}
