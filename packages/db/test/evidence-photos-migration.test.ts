import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, rollbackAllMigrations } from '../src/migrate.js';
import { MIGRATIONS } from '../src/migrations/migration-list.js';
import { listReportPhotos } from '../src/queries/evidence-photos.js';
import { fileDatabase } from './support/file-database.js';

const test = fileDatabase();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the evidence-photos migration', () => {
  it('moves the photos of existing reports into evidence_photos, each file once, in their order', async () => {
    await rollbackAllMigrations(test.db);
    const mine = MIGRATIONS.findIndex(([name]) => name.endsWith('-evidence-photos'));
    await migrateToLatest(test.db, MIGRATIONS.slice(0, mine));
    const shared = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1]);
    const own = Uint8Array.from([0xff, 0xd8, 0xff, 2]);
    const reportIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { rows } = await sql<{ id: string }>`
        insert into reports (reporter_name, reported_name, reported_email, category, evidence)
        values ('Kiri', 'Tama', 'tama@example.com', 'spam', '{}'::jsonb) returning id`.execute(
        test.db,
      );
      const id = rows[0]?.id ?? '';
      reportIds.push(id);
      await sql`insert into report_photos (report_id, position, content_type, bytes)
        values (${id}, 0, 'image/webp', ${shared})`.execute(test.db);
      if (index === 1) {
        await sql`insert into report_photos (report_id, position, content_type, bytes)
          values (${id}, 1, 'image/jpeg', ${own})`.execute(test.db);
      }
    }

    await migrateToLatest(test.db);

    const kept = await test.db
      .selectFrom('evidence_photos')
      .select(['sha256', 'content_type', 'bytes'])
      .orderBy('content_type')
      .execute();
    expect(kept.map((row) => [row.sha256, row.content_type, [...row.bytes]])).toEqual([
      [sha256(own), 'image/jpeg', [...own]],
      [sha256(shared), 'image/webp', [...shared]],
    ]);
    const [first, second] = await Promise.all(reportIds.map((id) => listReportPhotos(test.db, id)));
    expect(first?.map((photo) => [photo.position, photo.sha256, photo.contentType])).toEqual([
      [0, sha256(shared), 'image/webp'],
    ]);
    expect(second?.map((photo) => [photo.position, photo.sha256, photo.contentType])).toEqual([
      [0, sha256(shared), 'image/webp'],
      [1, sha256(own), 'image/jpeg'],
    ]);
  });
});
