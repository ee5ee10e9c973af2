import { verificationCodeIn, waitForEmail } from './outbox.js';

async function call(
  origin: string,
  path: string,
  init: { method: string; body?: unknown; token?: string },
) {
  const response = await fetch(`${origin}${path}`, {
    method: init.method,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  gender: 'Female' | 'Male';
}

/**
 * Signs a person up, verifies them with the code from the outbox and signs them in, all through
 * the API: for flows whose subject is what comes after the account (the account screens have
 * their own browser test).
 */
export async function verifiedAccount(
  origin: string,
  dataDir: string,
  account: NewAccount,
): Promise<string> {
  await call(origin, '/api/signup', {
    method: 'POST',
    body: { ...account, dateOfBirth: `${account.dateOfBirth}T00:00:00.000Z` },
  });
  const code = verificationCodeIn(await waitForEmail(dataDir, account.email, /verification code/));
  await call(origin, '/api/verify-email', { method: 'POST', body: { email: account.email, code } });
  const login = await call(origin, '/api/login', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  return String(login.sessionToken);
}

export async function saveSettings(
  origin: string,
  token: string,
  settings: { preferredAgeRanges: string[]; preferredCities: string[] },
): Promise<void> {
  await call(origin, '/api/settings', { method: 'PATCH', body: settings, token });
}

/** Uploads one generated photo and saves a complete profile, as profile setup does. */
export async function completeProfile(
  origin: string,
  token: string,
  profile: { bio: string; location: string; photo: Buffer },
): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(profile.photo)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await fetch(`${origin}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { url } = (await upload.json()) as { url: string };
  await call(origin, '/api/profile', {
    method: 'PATCH',
    token,
    body: {
      bio: profile.bio,
      sexualOrientation: 'heterosexual',
      location: profile.location,
      ageRangeMin: 18,
      ageRangeMax: 60,
      photos: [url],
    },
  });
}
