import { describe, expect, it } from 'vitest';
import { createMessaging } from '../src/create-messaging.js';
import { createRecordingLogger } from './helpers/recording-logger.js';

describe('createMessaging', () => {
  it('runs in memory without a Redis target', async () => {
    const messaging = createMessaging({
      redis: undefined,
      settings: {},
      logger: createRecordingLogger(),
    });
    expect(messaging.kind).toBe('memory');
    await messaging.bus.close();
    await messaging.queue.close();
  });
});
