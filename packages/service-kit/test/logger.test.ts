import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger.js';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('test', 'info'), stream), lines };
}

describe('logger', () => {
  it('never prints passwords, tokens, tickets or codes, however deep', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        password: 'hunter2-top',
        body: { sessionToken: 'sess-secret', code: 'AB12CD' },
        req: { headers: { authorization: 'Bearer abc-secret', cookie: 'sid=cookie-secret' } },
        nested: { deeper: { token: 'reset-secret', ticket: 'ticket-secret' } },
        email: 'aroha@example.nz',
      },
      'signup',
    );
    const line = lines.join('');
    for (const secret of [
      'hunter2-top',
      'sess-secret',
      'AB12CD',
      'abc-secret',
      'cookie-secret',
      'reset-secret',
      'ticket-secret',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('aroha@example.nz');
    expect(JSON.parse(line).password).toBe('[Redacted]');
  });

  it('strips secrets from logged request URLs', () => {
    expect(redactUrl('/ws?token=abc123&x=1')).toBe('/ws?token=[Redacted]&x=1');
    expect(redactUrl('/reset-password?token=zzz')).toBe('/reset-password?token=[Redacted]');
    expect(redactUrl('/verify?email=a%40b.nz&code=QWERTY')).toBe(
      '/verify?email=a%40b.nz&code=[Redacted]',
    );
    expect(redactUrl('/api/waitlist/count')).toBe('/api/waitlist/count');
  });
});
