import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('sexual_orientation', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('age_range_min', 'smallint', (col) => col.notNull().defaultTo(18))
    .addColumn('age_range_max', 'smallint', (col) => col.notNull().defaultTo(35))
    .addColumn('zodiac_sign', 'text', (col) => col.notNull())
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'profiles_age_range_check',
      sql`age_range_min between 18 and 99 and age_range_max between 18 and 99 and age_range_min <= age_range_max`,
    )
    .addCheckConstraint(
      'profiles_zodiac_sign_check',
      sql`zodiac_sign in ('aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces')`,
    )
    .execute();
  await db.schema.createIndex('profiles_city_idx').on('profiles').column('city').execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('photos_position_check', sql`position between 0 and 5`)
    // Also serves "photos of a user" lookups, so no separate user_id index.
    .addUniqueConstraint('photos_user_id_position_key', ['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('preferred_age_ranges', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('preferred_cities', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('photos').execute();
  await db.schema.dropTable('profiles').execute();
}
