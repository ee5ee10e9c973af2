import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliConfigError, describeDatabase, loadCliConfig } from '../src/cli/cli-config.js';

describe('loadCliConfig', () => {
  it('defaults to PGlite under ./data with uploads inside it', () => {
    const config = loadCliConfig({});
    expect(config).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      uploadDir: path.resolve('data', 'uploads'),
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(describeDatabase(config)).toBe(`PGlite at ${path.resolve('data', 'pglite')}`);
  });

  it('treats empty variables as unset and resolves the directories it is given', () => {
    const config = loadCliConfig({ DATABASE_URL: '', DATA_DIR: '/srv/starmatch', UPLOAD_DIR: '' });
    expect(config).toEqual({
      databaseUrl: undefined,
      dataDir: '/srv/starmatch',
      uploadDir: '/srv/starmatch/uploads',
    });
    expect(loadCliConfig({ UPLOAD_DIR: '/var/uploads' }).uploadDir).toBe('/var/uploads');
  });

  it('uses PostgreSQL when DATABASE_URL is set, without printing its password', () => {
    const config = loadCliConfig({
      DATABASE_URL: 'postgres://app:s3cret@db.internal:6543/starmatch',
    });
    expect(config.databaseUrl).toBe('postgres://app:s3cret@db.internal:6543/starmatch');
    expect(describeDatabase(config)).toBe('PostgreSQL at db.internal:6543/starmatch');
    expect(describeDatabase(loadCliConfig({ DATABASE_URL: 'postgresql://h/x' }))).toBe(
      'PostgreSQL at h:5432/x',
    );
  });

  it('fails with a list of what is wrong', () => {
    expect(() => loadCliConfig({ DATABASE_URL: 'mysql://localhost/app' })).toThrow(CliConfigError);
    expect(() => loadCliConfig({ DATABASE_URL: 'mysql://localhost/app' })).toThrow(
      'Invalid environment:\n  DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
  });
});
