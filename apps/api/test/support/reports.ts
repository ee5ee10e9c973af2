import type { Evidence } from '@starmatch/contracts/moderation';
import type { ReportCategory } from '@starmatch/contracts/reports';
import type { Database } from '@starmatch/db/database';
import { photoKey } from '@starmatch/db/queries/evidence-photos';
import type { Kysely } from 'kysely';
import { type Person, signedInPerson } from './people.js';

/**
 * A report written straight to `reports`, `report_photos` and `evidence_photos`, as
 * POST /api/reports leaves one, for the tests of the moderation queue: names and the email are
 * copied from the users.
 */
export async function fileReport(
  db: Kysely<Database>,
  params: {
    reporterId: string;
    reportedId: string;
    category?: ReportCategory;
    details?: string | null;
    createdAt?: Date;
    photos?: { contentType: string; bytes: Uint8Array }[];
  },
): Promise<string> {
  const [reporter, reported] = await Promise.all(
    [params.reporterId, params.reportedId].map((id) =>
      db
        .selectFrom('users')
        .select(['full_name', 'email'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ),
  );
  const createdAt = params.createdAt ?? new Date();
  const evidence: Evidence = {
    takenAt: createdAt.toISOString(),
    profile: {
      fullName: reported?.full_name ?? '',
      age: 30,
      gender: 'Male',
      zodiacSign: 'leo',
      location: 'Auckland, Auckland',
      bio: 'As it was when reported.',
    },
    photos: [],
    messages: [
      { fromReported: true, content: 'Send me money', createdAt: createdAt.toISOString() },
    ],
  };
  const row = await db
    .insertInto('reports')
    .values({
      reporter_id: params.reporterId,
      reporter_name: reporter?.full_name ?? '',
      reported_id: params.reportedId,
      reported_name: reported?.full_name ?? '',
      reported_email: reported?.email ?? '',
      category: params.category ?? 'spam',
      details: params.details ?? null,
      evidence: JSON.stringify(evidence),
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, photo] of (params.photos ?? []).entries()) {
    const sha256 = photoKey(photo.bytes);
    await db
      .insertInto('evidence_photos')
      .values({ sha256, content_type: photo.contentType, bytes: photo.bytes })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    await db
      .insertInto('report_photos')
      .values({ report_id: row.id, position, photo_sha256: sha256 })
      .execute();
  }
  return row.id;
}

/** The report's row, as far as whether it is still open. */
export function reportStatus(db: Kysely<Database>, reportId: string) {
  return db
    .selectFrom('reports')
    .select('status')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
}

/** A signed-in person whose role is moderator, as `pnpm admin:grant` leaves them. */
export async function signedInModerator(
  db: Kysely<Database>,
  fullName = 'Mod Erator',
): Promise<Person> {
  const person = await signedInPerson(db, { fullName, profile: false });
  await db
    .updateTable('users')
    .set({ role: 'moderator' })
    .where('id', '=', person.userId)
    .execute();
  return person;
}
