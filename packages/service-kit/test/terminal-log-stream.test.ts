import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.js';
import { type LogOutput, terminalLogStream } from '../src/terminal-log-stream.js';

/** A stand-in for process.stdout that keeps what is written, a terminal or not. */
function output(isTTY: boolean): LogOutput & { text(): string } {
  const written: string[] = [];
  return {
    isTTY,
    write: (text: string) => written.push(text),
    // The time is the clock's: the rest of each line is exact.
    text: () => stripVTControlCharacters(written.join('')).replace(/^\[\d\d:\d\d:\d\d\] /gm, ''),
  };
}

/** A Fastify app logging as the services do, through `out` as if it were stdout. */
async function appLoggingTo(out: LogOutput, level: string) {
  const stream = terminalLogStream(level, out);
  const app = Fastify({
    logger: { ...loggerOptions('api', level), ...(stream ? { stream } : {}) },
  });
  app.get('/favicon.ico', async (_request, reply) => reply.code(404).send({ message: 'no' }));
  app.get('/fails', async () => {
    throw new Error('the database went away');
  });
  app.post('/signup', async (request) => {
    request.log.info({ email: 'aroha@example.nz', password: 'hunter2-top' }, 'signed up');
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('terminalLogStream', () => {
  it('leaves output that is not a terminal to pino, so services and pipes get JSON', () => {
    expect(terminalLogStream('info', output(false))).toBeUndefined();
    expect(terminalLogStream('info', { write: () => true })).toBeUndefined();
  });

  it('prints one readable line per entry, without a line per request, secrets still redacted', async () => {
    const out = output(true);
    const app = await appLoggingTo(out, 'info');
    await app.inject({ method: 'GET', url: '/favicon.ico' });
    await app.inject({ method: 'POST', url: '/signup', payload: {} });
    app.log.warn({ host: '0.0.0.0' }, 'not seeding the demo accounts');
    await app.close();
    expect(out.text()).toBe(
      [
        'INFO (api): signed up {"email":"aroha@example.nz","password":"[Redacted]"}',
        'WARN (api): not seeding the demo accounts {"host":"0.0.0.0"}',
        '',
      ].join('\n'),
    );
  });

  it('still prints a request that fails, with its error', async () => {
    const out = output(true);
    const app = await appLoggingTo(out, 'info');
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    const [first = '', ...stack] = out.text().split('\n');
    expect(first).toBe(
      'ERROR (api): the database went away {"req":{"id":"req-1","method":"GET","url":"/fails","ip":"127.0.0.1"},"res":{"statusCode":500}}',
    );
    expect(stack.slice(0, 5)).toEqual([
      '    err: {',
      '      "type": "Error",',
      '      "message": "the database went away",',
      '      "stack":',
      '          Error: the database went away',
    ]);
  });

  it('prints the request lines too when LOG_LEVEL asks for debug', async () => {
    const out = output(true);
    const app = await appLoggingTo(out, 'debug');
    await app.inject({ method: 'GET', url: '/favicon.ico?ticket=secret' });
    await app.close();
    expect(out.text()).toMatch(
      /^INFO \(api\): incoming request \{"req":\{"id":"req-1","method":"GET","url":"\/favicon.ico","ip":"127.0.0.1"\}\}\nINFO \(api\): request completed \{"res":\{"statusCode":404\},"responseTime":[\d.]+\}\n$/,
    );
  });
});
