import { readOutboxFile } from '@starmatch/test-support/outbox-file';
import { expect } from 'vitest';

const PASSWORD = 'correct horse battery';

/** The verification code the app wrote to `<dataDir>/outbox.jsonl` for this address. */
async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sent = await readOutboxFile<{ to: string; text: string }>(dataDir);
        const mail = sent.find((sent) => sent.to === email);
        code = mail ? /\n\n([A-Z0-9]{6})\n\n/.exec(mail.text)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code as string;
}

/** A sign-up through a running app's HTTP API (it queues the verification email). */
export function signUp(
  origin: string,
  {
    email,
    fullName = 'Mere Tane',
    headers = {},
  }: { email: string; fullName?: string; headers?: Record<string, string> },
): Promise<Response> {
  return fetch(`${origin}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      fullName,
      dateOfBirth: '1995-03-15T00:00:00.000Z',
      gender: 'Female',
      email,
      password: PASSWORD,
    }),
  });
}

/** Signs up, verifies and signs in through a running app's HTTP API; answers the session token. */
export async function signedUpPerson(
  origin: string,
  dataDir: string,
  email: string,
  fullName = 'Aroha Ngata',
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await signUp(origin, { email, fullName });
  expect(signup.status).toBe(201);
  const code = await codeFromOutbox(dataDir, email);
  expect((await post('/api/verify-email', { email, code })).status).toBe(200);
  const login = await post('/api/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return ((await login.json()) as { sessionToken: string }).sessionToken;
}
