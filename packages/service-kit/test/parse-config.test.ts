import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('parseConfig with NAME_FILE', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'secret-files-'));
  const file = (name: string, text: string) => {
    const at = path.join(folder, name);
    writeFileSync(at, text);
    return at;
  };
  const refined = schema.superRefine(() => {}).transform((env) => ({ url: env.DATABASE_URL }));

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads a variable from its file, without the trailing line break', () => {
    const config = parseConfig(refined, {
      DATABASE_URL_FILE: file('database-url', 'postgres://app:s3cret@db/app\n'),
    });
    expect(config).toEqual({ url: 'postgres://app:s3cret@db/app' });
  });

  it('refuses a variable given both ways, an unreadable file and an empty one, all at once', () => {
    let caught: unknown;
    try {
      parseConfig(schema, {
        DATABASE_URL: 'postgres://db/app',
        DATABASE_URL_FILE: file('both', 'postgres://db/other'),
        PORT_FILE: path.join(folder, 'missing'),
        ALLOWED_ORIGINS_FILE: file('empty', '\n'),
        SEED_DEMO: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([
      `PORT_FILE: cannot read ${path.join(folder, 'missing')} (ENOENT)`,
      'DATABASE_URL: set DATABASE_URL or DATABASE_URL_FILE, not both',
      `ALLOWED_ORIGINS_FILE: ${path.join(folder, 'empty')} is empty`,
      expect.stringMatching(/^SEED_DEMO: /),
    ]);
  });

  it('leaves a NAME_FILE of a variable the schema does not read alone', () => {
    const config = parseConfig(schema, { UNKNOWN_FILE: path.join(folder, 'missing') });
    expect(config.PORT).toBe(3000);
  });
});
