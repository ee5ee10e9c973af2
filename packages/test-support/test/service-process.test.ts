import { describe, expect, it } from 'vitest';
import { ProcessLogs, runScript, startService } from '../src/service-process.js';

const SERVER = 'packages/test-support/test/fixtures/listening-server.mjs';

describe('startService', () => {
  it('resolves with the origin the server logs, passes its environment, and stops it', async () => {
    const logs = new ProcessLogs();
    const service = await startService('stand-in', SERVER, { GREETING: 'kia ora' }, logs);
    expect(service.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.pid).toBeGreaterThan(0);
    expect(await (await fetch(service.origin)).text()).toBe('kia ora');
    expect(await service.stop()).toBe(0);
    expect(logs.lines).toEqual([`[stand-in] Server listening at ${service.origin}\n`]);
  });

  it('asks over an IPC channel when started with one, and only then', async () => {
    const logs = new ProcessLogs();
    const withChannel = await startService('asked', SERVER, {}, logs, { ipc: true });
    const without = await startService('unasked', SERVER, {}, logs);
    try {
      expect(await withChannel.ask({ question: 'heap' })).toEqual({ echo: { question: 'heap' } });
      await expect(without.ask('heap')).rejects.toThrow('unasked has no IPC channel');
    } finally {
      expect(await withChannel.stop()).toBe(0);
      expect(await without.stop()).toBe(0);
    }
  });

  it('rejects with what the server said when it exits before it listens', async () => {
    const logs = new ProcessLogs();
    await expect(startService('broken', SERVER, { FAIL_WITH: '3' }, logs)).rejects.toThrow(
      'broken exited with 3 while starting:\nrefusing to start',
    );
    expect(logs.text()).toBe('[broken] refusing to start\n');
  });
});

describe('runScript', () => {
  it('rejects when the command exits non-zero', async () => {
    await expect(runScript('cli', SERVER, { FAIL_WITH: '2' }, new ProcessLogs())).rejects.toThrow(
      'cli exited with 2',
    );
  });
});
