import { describe, expect, it } from 'vitest';
import { loadEmbeddedConfig } from '../src/config.js';
import { startBanner } from '../src/start-banner.js';

describe('the banner a terminal shows once the app listens', () => {
  it('names the address, the demo sign-in and the outbox file', () => {
    const config = loadEmbeddedConfig({ PORT: '3190', DATA_DIR: '/tmp/starmatch-data' });
    expect(startBanner(config)).toBe(
      [
        '',
        '  Starmatch is running at http://localhost:3190',
        '',
        '  Sign in as aroha@demo.starmatch.nz or nikau@demo.starmatch.nz, password starmatch-demo',
        '  Emails (sign-up codes, reset links) are written to /tmp/starmatch-data/outbox.jsonl',
        '  Stop with Ctrl+C; your data stays in /tmp/starmatch-data',
        '',
        '',
      ].join('\n'),
    );
  });

  it('offers no demo sign-in where no demo people are seeded', () => {
    for (const env of [{ SEED_DEMO: 'false' }, { HOST: '0.0.0.0' }]) {
      const banner = startBanner(loadEmbeddedConfig({ DATA_DIR: '/tmp/starmatch-data', ...env }));
      expect(banner).not.toContain('Sign in as');
      expect(banner).toContain('Starmatch is running at http://localhost:3000\n');
    }
  });

  it('names the SMTP server, without its credentials, when emails go there', () => {
    const config = loadEmbeddedConfig({
      DATA_DIR: '/tmp/starmatch-data',
      SMTP_URL: 'smtp://mailer:s3cret@mail.example.nz:587',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/starmatch',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    const banner = startBanner(config);
    expect(banner).toContain('  Emails go to the SMTP server at mail.example.nz:587\n');
    expect(banner).toContain('  Stop with Ctrl+C\n');
    expect(banner).not.toContain('s3cret');
  });
});
