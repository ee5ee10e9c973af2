import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { captureEmails, type EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let api: TestApi;
let outbox: EmailOutbox;
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'info' }, { logStream });
  outbox = await captureEmails(api.infrastructure);
});
afterAll(async () => {
  await api.close();
});

describe('request logs at LOG_LEVEL=info', () => {
  it('carry no password, session token or cookie that a request sent', async () => {
    const password = 'logged-nowhere-7f3a';
    const person = await registeredPerson(api, outbox, freshEmail('logs'), password);
    lines.length = 0;
    const cookie = 'sid=cookie-secret-91c2';
    const withEverything = { token: person.token, headers: { cookie } };
    const login = await call(
      api,
      'POST',
      '/api/login',
      { email: person.email, password },
      withEverything,
    );
    expect(login.statusCode).toBe(200);
    const { sessionToken } = login.json() as { sessionToken: string };
    const user = await call(api, 'GET', '/api/auth/user', undefined, withEverything);
    expect(user.statusCode).toBe(200);
    const wrong = await call(api, 'POST', '/api/login', { email: person.email, password: 'x' });
    expect(wrong.statusCode).toBe(401);

    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; req?: object });
    expect(parsed.filter((line) => line.msg === 'incoming request')).toHaveLength(3);
    expect(parsed.filter((line) => line.msg === 'request completed')).toHaveLength(3);
    expect(parsed.find((line) => line.req)?.req).toEqual({
      id: expect.any(String),
      method: 'POST',
      url: '/api/login',
      ip: expect.any(String),
    });
    const text = lines.join('\n');
    for (const secret of [password, person.token, sessionToken, 'cookie-secret-91c2']) {
      expect(text).not.toContain(secret);
    }
  });

  it('carry the path of a request, never its query string (tokens and addresses travel there)', async () => {
    lines.length = 0;
    const query = '?token=query-secret-55ab&email=logged%40nowhere.nz&code=QWE123';
    const answer = await call(api, 'GET', `/api/auth/user${query}`);
    expect(answer.statusCode).toBe(401);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((line) => (line.req?.url === undefined ? [] : [line.req.url]));
    expect(urls).toEqual(['/api/auth/user']);
    const text = lines.join('\n');
    for (const secret of ['query-secret-55ab', 'logged%40nowhere.nz', 'QWE123', 'email=']) {
      expect(text).not.toContain(secret);
    }
  });
});
