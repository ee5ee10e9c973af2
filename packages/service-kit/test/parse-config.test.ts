import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanFlag, commaSeparatedList, optionalString, portNumber } from '../src/env-schemas.js';
import { ConfigError, parseConfig } from '../src/parse-config.js';

const schema = z.object({
  PORT: portNumber(3000),
  DATABASE_URL: optionalString(),
  SEED_DEMO: booleanFlag(true),
  ALLOWED_ORIGINS: commaSeparatedList(),
});

describe('parseConfig', () => {
  it('applies defaults and treats empty variables as unset', () => {
    const config = parseConfig(schema, { DATABASE_URL: '  ' });
    expect(config).toEqual({
      PORT: 3000,
      DATABASE_URL: undefined,
      SEED_DEMO: true,
      ALLOWED_ORIGINS: [],
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses values', () => {
    const config = parseConfig(schema, {
      PORT: '8080',
      SEED_DEMO: 'false',
      ALLOWED_ORIGINS: 'https://a.nz, https://b.nz,',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.ALLOWED_ORIGINS).toEqual(['https://a.nz', 'https://b.nz']);
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      parseConfig(schema, { PORT: 'eighty', SEED_DEMO: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORT: /);
    expect(problems[1]).toMatch(/^SEED_DEMO: /);
  });
});
