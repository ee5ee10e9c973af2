import { call } from './call.js';
import { type Person, signedInPerson } from './people.js';
import type { TestApi } from './test-api.js';

/** A woman and a man who can see each other. */
export async function couple(api: TestApi, herName = 'Aroha Ngata', hisName = 'Nikau Reid') {
  const her = await signedInPerson(api.db, { gender: 'Female', fullName: herName });
  const him = await signedInPerson(api.db, { gender: 'Male', age: 32, fullName: hisName });
  return { her, him };
}

/** POST /api/matches/like: `from` likes the person with this id. */
export function likePerson(api: TestApi, from: Person, targetUserId: string) {
  return call(
    api,
    'POST',
    '/api/matches/like',
    { targetUserId, isLike: true },
    { token: from.token },
  );
}

/** One likes the other; the id of the request the other now has waiting. */
export async function sendRequest(api: TestApi, from: Person, to: Person): Promise<string> {
  const response = await likePerson(api, from, to.userId);
  if (response.json().message !== 'Match request sent') throw new Error(response.body);
  const row = await api.db
    .selectFrom('match_requests')
    .select('id')
    .where('from_user', '=', from.userId)
    .where('to_user', '=', to.userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** POST /api/matches/respond: the one who got the request accepts it (or declines). */
export function answerRequest(api: TestApi, by: Person, requestId: string, accept = true) {
  return call(api, 'POST', '/api/matches/respond', { requestId, accept }, { token: by.token });
}

/** The one who got the request accepts it; the id of the match this makes. */
export async function acceptRequest(api: TestApi, by: Person, requestId: string): Promise<string> {
  const response = await answerRequest(api, by, requestId);
  return response.json().matchId;
}

/** A matched pair made the way the app makes it: her like, his accept. */
export async function matchedCouple(api: TestApi) {
  const { her, him } = await couple(api);
  const requestId = await sendRequest(api, her, him);
  const matchId = await acceptRequest(api, him, requestId);
  return { her, him, matchId };
}
