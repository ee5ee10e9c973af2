import { perFile } from '@starmatch/test-support/per-file';
import { createTestDatabase, type TestDatabase } from '../../src/testing.js';

/**
 * The test file's own database, made before its first test and dropped after its last; call it
 * at the top of a test file (or a describe) and read it inside the tests.
 */
export function fileDatabase(): TestDatabase {
  return perFile(
    () => createTestDatabase(),
    (test) => test.destroy(),
  );
}
