import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ERROR_LOG_INTERVAL_MS,
  connectionErrorLog,
} from '../src/connection-error-log.js';
import { createRecordingLogger } from './helpers/recording-logger.js';

describe('connectionErrorLog', () => {
  it('logs the same error once per interval, and the next line counts those left out', () => {
    const logger = createRecordingLogger();
    let clock = 0;
    const log = connectionErrorLog(logger, 'bus:sub', () => clock);
    // A failover's reconnect loop: the same error every 15 ms for 2.5 s.
    const interval = CONNECTION_ERROR_LOG_INTERVAL_MS;
    for (; clock < 2.5 * interval; clock += 15) log(new Error('Connection is closed.'));
    // Another error is news: logged at once.
    log(new Error('connect ECONNREFUSED 127.0.0.1:7000'));
    expect(
      logger.entries.map(({ level, msg, obj }) => ({
        level,
        msg,
        message: (obj.err as Error).message,
        omitted: obj.omitted,
        connection: obj.connection,
      })),
    ).toEqual([
      {
        level: 'warn',
        msg: 'redis connection error',
        message: 'Connection is closed.',
        omitted: undefined,
        connection: 'bus:sub',
      },
      {
        level: 'warn',
        msg: 'redis connection error',
        message: 'Connection is closed.',
        omitted: 66,
        connection: 'bus:sub',
      },
      {
        level: 'warn',
        msg: 'redis connection error',
        message: 'Connection is closed.',
        omitted: 66,
        connection: 'bus:sub',
      },
      {
        level: 'warn',
        msg: 'redis connection error',
        message: 'connect ECONNREFUSED 127.0.0.1:7000',
        omitted: 32,
        connection: 'bus:sub',
      },
    ]);
  });
});
