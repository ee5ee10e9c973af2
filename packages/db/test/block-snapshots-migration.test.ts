import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as blockSnapshots from '../src/migrations/2026-12-07T00-00-20-block-snapshots.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

// The block-snapshots migration fills the snapshot of the blocks already there from the
// person's current name and main photo, and its down puts the cascade back.

const test = fileDatabase();

describe('the block-snapshots migration', () => {
  it("backfills each existing block from the person's current name and photo", async () => {
    const db = test.db;
    const her = await createPerson(test.db, { fullName: 'Aroha Ngata' });
    const him = await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid' });
    const other = await createPerson(test.db, { gender: 'Male', fullName: 'Hemi Walker' });
    await test.db
      .updateTable('profiles')
      .set({ profile_image_url: null })
      .where('user_id', '=', other)
      .execute();
    await blockSnapshots.down(db);
    await sql`insert into blocks (blocker_id, blocked_id) values (${her}, ${him}), (${her}, ${other})`.execute(
      db,
    );

    await blockSnapshots.up(db);
    const rows = await test.db
      .selectFrom('blocks')
      .select(['blocked_id', 'blocked_name', 'blocked_photo_url'])
      .where('blocker_id', '=', her)
      .orderBy('blocked_name')
      .execute();
    expect(rows).toEqual([
      { blocked_id: other, blocked_name: 'Hemi Walker', blocked_photo_url: null },
      {
        blocked_id: him,
        blocked_name: 'Nikau Reid',
        blocked_photo_url: `/uploads/profiles/${him}/0.webp`,
      },
    ]);
    // From now on the row outlives the blocked person's account.
    await test.db.deleteFrom('users').where('id', '=', him).execute();
    expect(
      await test.db
        .selectFrom('blocks')
        .select(['blocked_id', 'blocked_name'])
        .where('blocker_id', '=', her)
        .orderBy('blocked_name')
        .execute(),
    ).toEqual([
      { blocked_id: other, blocked_name: 'Hemi Walker' },
      { blocked_id: him, blocked_name: 'Nikau Reid' },
    ]);
  });
});
