import { describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';

// One process has no other gateway for its sockets to go to: Ctrl-C closes them at once.

describe('the single process’s gateway drain window', () => {
  it('is 0 unless GATEWAY_DRAIN_WINDOW_MS says otherwise', () => {
    expect(loadEmbeddedConfig({}).realtime.drainWindowMs).toBe(0);
    expect(loadEmbeddedConfig({ GATEWAY_DRAIN_WINDOW_MS: '2000' }).realtime.drainWindowMs).toBe(
      2_000,
    );
  });
});
