import { describe, expect, it } from 'vitest';

describe('zod settings', () => {
  it('runs zod jitless when the setting is made before zod loads', async () => {
    await import('@/lib/zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
