import { describe, expect, it } from 'vitest';
import { createMessaging } from '../src/create-messaging.js';
import { createRecordingLogger } from './helpers/recording-logger.js';

describe('createMessaging', () => {
  it.each([
    ['no url', undefined],
    ['an empty url', ''],
  ])('runs in memory with %s', async (_label, url) => {
    const messaging = createMessaging({
      redisUrl: url,
      settings: {},
      logger: createRecordingLogger(),
    });
    expect(messaging.kind).toBe('memory');
    await messaging.bus.close();
    await messaging.queue.close();
  });
});
