import type { Database } from '@starmatch/db/database';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson, type PersonSpec } from '@starmatch/db/testing-people';
import type { Kysely } from 'kysely';

/** A person with a complete profile (see testing-people) and a live session. */
export async function signedInPerson(
  db: Kysely<Database>,
  spec: PersonSpec = {},
): Promise<{ userId: string; authorization: string }> {
  const userId = await createPerson(db, spec);
  const { token } = await createSession(db, { userId, userAgent: 'vitest' });
  return { userId, authorization: `Bearer ${token}` };
}
