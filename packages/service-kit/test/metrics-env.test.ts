import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { portNumber } from '../src/env-schemas.js';
import { checkMetricsPort, metricsConfig, metricsEnv } from '../src/metrics-env.js';
import { ConfigError, parseConfig } from '../src/parse-config.js';

const schema = z
  .object({ PORT: portNumber(3001), ...metricsEnv })
  .superRefine(checkMetricsPort)
  .transform(metricsConfig);

describe('METRICS_PORT', () => {
  it('is off when unset or empty, and a port when given', () => {
    expect(parseConfig(schema, {})).toEqual({ metricsPort: undefined });
    expect(parseConfig(schema, { METRICS_PORT: ' ' })).toEqual({ metricsPort: undefined });
    expect(parseConfig(schema, { METRICS_PORT: '9464' })).toEqual({ metricsPort: 9464 });
  });

  it('refuses a port that is not one, or the public port itself', () => {
    expect(() => parseConfig(schema, { METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => parseConfig(schema, { METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => parseConfig(schema, { PORT: '3001', METRICS_PORT: '3001' })).toThrow(
      'METRICS_PORT: must differ from PORT: the metrics have a port of their own',
    );
  });
});
