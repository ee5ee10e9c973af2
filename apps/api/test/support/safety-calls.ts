import { call } from './call.js';
import type { Person } from './people.js';
import type { TestApi } from './test-api.js';

/** `by` blocks the person with this id. */
export function blockPerson(api: TestApi, by: Person, userId: string) {
  return call(api, 'POST', '/api/blocks', { userId }, { token: by.token });
}

/** The ids on the person's block list, as GET /api/blocks answers them. */
export async function blockedIds(api: TestApi, person: Person): Promise<string[]> {
  const response = await call(api, 'GET', '/api/blocks', undefined, { token: person.token });
  return (response.json() as { people: Array<{ id: string }> }).people.map((blocked) => blocked.id);
}

/** The rows of the blocks the person made. */
export function blocksMadeBy(api: TestApi, person: Person) {
  return api.db.selectFrom('blocks').selectAll().where('blocker_id', '=', person.userId).execute();
}

/** `by` reports someone: for spam unless the body names another category. */
export function reportPerson(api: TestApi, by: Person, body: Record<string, unknown>) {
  return call(api, 'POST', '/api/reports', { category: 'spam', ...body }, { token: by.token });
}

/** The reports the person made, oldest first: whom and for what. */
export function reportsMadeBy(api: TestApi, person: Person) {
  return api.db
    .selectFrom('reports')
    .select(['reported_id', 'category'])
    .where('reporter_id', '=', person.userId)
    .orderBy('created_at')
    .execute();
}
