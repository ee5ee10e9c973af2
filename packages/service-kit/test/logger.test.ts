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

  it('censors secrets four levels down, in arrays too, and no deeper', () => {
    const { logger, lines } = captureLogger();
    logger.info({
      people: [{ name: 'Aroha', password: 'in-an-array' }],
      a: { b: { c: { token: 'level-four' } } },
      w: { x: { y: { z: { token: 'level-five' } } } },
    });
    const line = JSON.parse(lines.join(''));
    expect(line.people).toEqual([{ name: 'Aroha', password: '[Redacted]' }]);
    expect(line.a.b.c.token).toBe('[Redacted]');
    // The bound is the same as pino's redact paths had: `*.*.*["token"]` reached level four.
    expect(line.w.x.y.z.token).toBe('level-five');
  });

  it('censors what the error serializer makes of an error', () => {
    const { logger, lines } = captureLogger();
    const error = Object.assign(new Error('upstream refused'), {
      code: 'E_SECRET_CODE',
      request: { headers: { authorization: 'Bearer err-secret', cookie: 'sid=err-cookie' } },
    });
    logger.error({ err: error }, 'call failed');
    logger.error(error);
    for (const text of lines) {
      const line = JSON.parse(text);
      expect(line.err.message).toBe('upstream refused');
      expect(line.err.code).toBe('[Redacted]');
      expect(line.err.request.headers).toEqual({
        authorization: '[Redacted]',
        cookie: '[Redacted]',
      });
    }
    expect(lines).toHaveLength(2);
  });

  it('censors the arguments of a Redis AUTH that ioredis puts on its error, however it is nested', () => {
    const { logger, lines } = captureLogger();
    const refused = Object.assign(new Error('WRONGPASS invalid username-password pair'), {
      command: { name: 'auth', args: ['starmatch', 'redis-pw-secret'] },
    });
    const cluster = Object.assign(new Error('Failed to refresh slots cache.'), {
      lastNodeError: refused,
    });
    const other = Object.assign(new Error('MOVED 1 127.0.0.1:7001'), {
      command: { name: 'get', args: ['starmatch:key'] },
    });
    logger.warn({ err: refused }, 'redis connection error');
    logger.warn({ err: cluster }, 'redis connection error');
    logger.warn({
      err: other,
      retried: { command: { name: 'HELLO', args: ['3', 'AUTH', 'u', 'pw-2'] } },
    });
    expect(lines.join('')).not.toMatch(/redis-pw-secret|pw-2/);
    const [first, second, third] = lines.map((line) => JSON.parse(line));
    expect(first.err.command).toEqual({ name: 'auth', args: '[Redacted]' });
    expect(second.err.lastNodeError.command).toEqual({ name: 'auth', args: '[Redacted]' });
    expect(third.err.command).toEqual({ name: 'get', args: ['starmatch:key'] });
    expect(third.retried.command).toEqual({ name: 'HELLO', args: '[Redacted]' });
  });

  it('logs a request as its id, method, URL without secrets and address: never its headers', () => {
    const { logger, lines } = captureLogger();
    const request = {
      id: 'req-7',
      method: 'POST',
      url: '/api/auth/reset-password?token=url-secret',
      ip: '127.0.0.1',
      headers: { authorization: 'Bearer header-secret' },
      body: { password: 'body-secret' },
    };
    logger.info({ req: request }, 'incoming request');
    expect(JSON.parse(lines.join('')).req).toEqual({
      id: 'req-7',
      method: 'POST',
      url: '/api/auth/reset-password',
      ip: '127.0.0.1',
    });
  });

  it('leaves the logged object as it was', () => {
    const { logger } = captureLogger();
    const body = { email: 'aroha@example.nz', password: 'kept-for-the-caller' };
    logger.info({ body });
    expect(body.password).toBe('kept-for-the-caller');
  });

  it('logs request URLs without their query strings, where tokens, codes and addresses travel', () => {
    expect(redactUrl('/ws?token=abc123&x=1')).toBe('/ws');
    expect(redactUrl('/reset-password?token=zzz')).toBe('/reset-password');
    expect(redactUrl('/verify?email=a%40b.nz&code=QWERTY')).toBe('/verify');
    expect(redactUrl('/cancel-email-change#token=zzz')).toBe('/cancel-email-change');
    expect(redactUrl('/api/waitlist/count')).toBe('/api/waitlist/count');
  });
});
