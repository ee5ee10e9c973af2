import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/**
 * A Redis client of the test's own, to look at (or break) what the code under test keeps there;
 * call it in a describe, which quits it after its last test.
 */
export function useAdminRedis(url: string): Redis {
  const admin = new Redis(url);
  afterAll(async () => {
    await admin.quit();
  });
  return admin;
}
