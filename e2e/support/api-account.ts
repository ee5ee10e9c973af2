import type { Candidate } from '@starmatch/contracts/candidates';
import type { MatchProfile } from '@starmatch/contracts/match-profile';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import type { Message } from '@starmatch/contracts/messages';
import { linkIn, verificationCodeIn, waitForEmail } from './outbox.js';

/** One call to the api, whatever it answers: its status and JSON body (null for a 204). */
export async function apiCall(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function call(
  origin: string,
  path: string,
  init: { method: string; body?: unknown; token?: string },
) {
  const { status, body } = await apiCall(origin, path, init);
  if (status < 200 || status > 299) {
    throw new Error(`${init.method} ${path}: ${status} ${JSON.stringify(body)}`);
  }
  return body as Record<string, unknown>;
}

/** A GET whose answer is the JSON body as the contracts describe it. */
async function get<T>(origin: string, path: string, token: string): Promise<T> {
  return (await call(origin, path, { method: 'GET', token })) as unknown as T;
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
 * A person a browser test signs up: the email is their first name and the moment the test file
 * loaded (`tag` tells apart files that use the same first name), so reruns never collide.
 */
export function newAccount(
  fullName: string,
  gender: NewAccount['gender'],
  dateOfBirth: string,
  { password, tag = '' }: { password: string; tag?: string },
): NewAccount {
  const first = fullName.split(' ')[0]?.toLowerCase();
  const email = `${first}.${tag === '' ? '' : `${tag}.`}${loadedAt}@example.nz`;
  return { email, password, fullName, dateOfBirth, gender };
}
const loadedAt = Date.now();

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

// The calls below act for the people a browser test is not about, or set up what it needs:
// the flows under test go through the UI.

export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const login = await call(origin, '/api/login', { method: 'POST', body: { email, password } });
  return String(login.sessionToken);
}

export async function currentUserId(origin: string, token: string): Promise<string> {
  return (await get<{ id: string }>(origin, '/api/auth/user', token)).id;
}

async function uploadPhoto(origin: string, token: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await fetch(`${origin}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  return ((await upload.json()) as { url: string }).url;
}

export interface ProfileInput {
  bio: string;
  location: string;
  photos: Buffer[];
  /** The ages this person wants to meet; 18 to 60 when not given. */
  ageRangeMin?: number;
  ageRangeMax?: number;
}

/** Profile setup through the API with any number of photos and a chosen age range. */
export async function completeProfileWithPhotos(
  origin: string,
  token: string,
  profile: ProfileInput,
): Promise<void> {
  const photos = [];
  for (const photo of profile.photos) photos.push(await uploadPhoto(origin, token, photo));
  await call(origin, '/api/profile', {
    method: 'PATCH',
    token,
    body: {
      bio: profile.bio,
      sexualOrientation: 'heterosexual',
      location: profile.location,
      ageRangeMin: profile.ageRangeMin ?? 18,
      ageRangeMax: profile.ageRangeMax ?? 60,
      photos,
    },
  });
}

/** A verified, signed-in person with a complete profile, all through the API; returns the token. */
export async function verifiedAccountWithProfile(
  origin: string,
  dataDir: string,
  account: NewAccount,
  profile: ProfileInput,
): Promise<string> {
  const token = await verifiedAccount(origin, dataDir, account);
  await completeProfileWithPhotos(origin, token, profile);
  return token;
}

/** The first page of the person's deck, as Explore reads it. */
export async function readDeck(origin: string, token: string): Promise<Candidate[]> {
  return get<Candidate[]>(origin, '/api/matches/potential', token);
}

/** A like: a match request, or the match when they already liked back. */
export async function likeUser(origin: string, token: string, targetUserId: string): Promise<void> {
  await call(origin, '/api/matches/like', {
    method: 'POST',
    token,
    body: { targetUserId, isLike: true },
  });
}

export async function pendingRequests(origin: string, token: string): Promise<MatchRequest[]> {
  return get<MatchRequest[]>(origin, '/api/matches/requests', token);
}

export async function respondToRequest(
  origin: string,
  token: string,
  requestId: string,
  accept: boolean,
): Promise<void> {
  await call(origin, '/api/matches/respond', {
    method: 'POST',
    token,
    body: { requestId, accept },
  });
}

export async function matchesOf(origin: string, token: string): Promise<Match[]> {
  return get<Match[]>(origin, '/api/matches', token);
}

/** The other person of a match, with why the two match, as the chat header opens them. */
export async function matchProfileOf(
  origin: string,
  token: string,
  matchId: string,
): Promise<MatchProfile> {
  return get<MatchProfile>(origin, `/api/matches/${matchId}/profile`, token);
}

/** The match's stored messages as GET /api/messages/:matchId answers them: the latest, oldest first. */
export async function messagesOf(
  origin: string,
  token: string,
  matchId: string,
): Promise<Message[]> {
  return get<Message[]>(origin, `/api/messages/${matchId}`, token);
}

/** A chat message through the REST call, as the app sends one while its socket is down. */
export async function sendChatMessage(
  origin: string,
  token: string,
  message: { matchId: string; receiverId: string; content: string },
): Promise<void> {
  await call(origin, '/api/messages', {
    method: 'POST',
    token,
    body: { ...message, messageType: 'text' },
  });
}

/** The URLs of the person's own photos, in order (the first is the main one). */
export async function profilePhotos(origin: string, token: string): Promise<string[]> {
  return (await get<{ photos: string[] }>(origin, '/api/profile', token)).photos;
}

/**
 * An email change made and confirmed through the API, as someone holding the session and the
 * password would (the settings screens have their own browser test): returns the cancel link
 * from the notice to the old address.
 */
export async function confirmedEmailChange(
  origin: string,
  dataDir: string,
  change: { token: string; password: string; oldEmail: string; newEmail: string },
): Promise<string> {
  await call(origin, '/api/user/email', {
    method: 'PATCH',
    token: change.token,
    body: { email: change.newEmail, currentPassword: change.password },
  });
  const code = verificationCodeIn(await waitForEmail(dataDir, change.newEmail, /Confirm your new/));
  await call(origin, '/api/user/email/confirm', {
    method: 'POST',
    token: change.token,
    body: { code },
  });
  const notice = await waitForEmail(dataDir, change.oldEmail, /email address is changing/);
  return linkIn(notice, '/cancel-email-change');
}

/** Blocks someone through the API, as the app's Block does. */
export async function blockUser(origin: string, token: string, userId: string): Promise<void> {
  await call(origin, '/api/blocks', { method: 'POST', token, body: { userId } });
}
