import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    // No default: the app makes a uuid v7 so ids sort by time and can page with ?before=<id>.
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('match_id', 'uuid', (col) =>
      col.notNull().references('matches.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('receiver_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('message_type', 'text', (col) => col.notNull().defaultTo('text'))
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint('messages_message_type_check', sql`message_type = 'text'`)
    .addCheckConstraint('messages_content_not_empty', sql`content <> ''`)
    .addCheckConstraint('messages_not_self', sql`sender_id <> receiver_id`)
    // NULL client ids stay distinct, so only sends that carry a key are deduplicated.
    .addUniqueConstraint('messages_sender_client_message_key', ['sender_id', 'client_message_id'])
    .execute();
  await db.schema
    .createIndex('messages_match_id_id_idx')
    .on('messages')
    .columns(['match_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_unread_idx')
    .on('messages')
    .columns(['receiver_id', 'match_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
