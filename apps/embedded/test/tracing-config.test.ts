import { describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';

describe('the single process traces', () => {
  it('only with an OTLP endpoint, as one service named starmatch unless OTEL_SERVICE_NAME says', () => {
    expect(loadEmbeddedConfig({}).tracing).toBeUndefined();
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(loadEmbeddedConfig(endpoint).tracing).toEqual({
      tracesUrl: 'http://127.0.0.1:4318/v1/traces',
      headers: {},
      serviceName: 'starmatch',
      sampler: 'parentbased_always_on',
      ratio: 1,
    });
    expect(
      loadEmbeddedConfig({ ...endpoint, OTEL_SERVICE_NAME: 'starmatch-laptop' }).tracing
        ?.serviceName,
    ).toBe('starmatch-laptop');
  });
});
