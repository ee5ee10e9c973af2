import { userChannel } from '@starmatch/contracts/bus-events';
import type { LightMyRequestResponse } from 'fastify';
import { signedInPerson } from '../matching/signed-in-person.js';
import type { TestApi } from '../support/test-api.js';

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

type Method = 'GET' | 'POST' | 'DELETE';

/** One call as the given person (or nobody), with a JSON body when there is one. */
export function call(
  api: TestApi,
  person: Person | undefined,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: person ? { authorization: person.authorization } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A woman and a man who can see each other. */
export async function couple(api: TestApi, herName = 'Aroha Ngata', hisName = 'Nikau Reid') {
  const her = await signedInPerson(api.db, { gender: 'Female', fullName: herName });
  const him = await signedInPerson(api.db, { gender: 'Male', age: 32, fullName: hisName });
  return { her, him };
}

/** She likes him; the id of the request he now has waiting. */
export async function sendRequest(api: TestApi, from: Person, to: Person): Promise<string> {
  const response = await call(api, from, 'POST', '/api/matches/like', {
    targetUserId: to.userId,
    isLike: true,
  });
  if (response.json().message !== 'Match request sent') throw new Error(response.body);
  const row = await api.db
    .selectFrom('match_requests')
    .select('id')
    .where('from_user', '=', from.userId)
    .where('to_user', '=', to.userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A matched pair made the way the app makes it: her like, his accept. */
export async function matchedCouple(api: TestApi) {
  const { her, him } = await couple(api);
  const requestId = await sendRequest(api, her, him);
  const response = await call(api, him, 'POST', '/api/matches/respond', {
    requestId,
    accept: true,
  });
  const matchId: string = response.json().matchId;
  return { her, him, matchId };
}

/** Everything published on the person's channel from now on. */
export async function listen(api: TestApi, userId: string): Promise<unknown[]> {
  const events: unknown[] = [];
  await api.infrastructure.bus.subscribe(userChannel(userId), (event) => events.push(event));
  return events;
}

/** Lets a wrongly published event arrive before asserting that none did. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}
