import { beforeEach } from 'vitest';
import type { TestDatabase } from '../../src/testing.js';
import { clearPeople } from '../../src/testing-people.js';
import { fileDatabase } from './file-database.js';

/** The file's own test database (fileDatabase), emptied of people before each test. */
export function peopleDatabase(): TestDatabase {
  const test = fileDatabase();
  beforeEach(async () => {
    await clearPeople(test.db);
  });
  return test;
}
