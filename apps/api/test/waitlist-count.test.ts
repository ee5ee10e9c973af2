import { addToWaitlist } from '@starmatch/db/queries/waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/waitlist/count', () => {
  it('counts the waitlist in the database', async () => {
    const empty = await api.app.inject({ method: 'GET', url: '/api/waitlist/count' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ count: 0 });

    for (const email of ['mere@example.nz', 'tama@example.nz', 'MERE@example.nz']) {
      await addToWaitlist(api.db, {
        email,
        ageGroup: '26-31',
        gender: 'female',
        isNzBased: true,
        ipAddress: '203.0.113.5',
        userAgent: 'vitest',
      });
    }
    const counted = await api.app.inject({ method: 'GET', url: '/api/waitlist/count' });
    expect(counted.json()).toEqual({ count: 2 });
  });
});
