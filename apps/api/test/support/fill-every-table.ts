import type { Database } from '@starmatch/db/database';
import { newMessageId } from '@starmatch/db/queries/messages';
import { createSession } from '@starmatch/db/queries/sessions';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import type { Kysely } from 'kysely';
import { completeProfile } from './complete-profile.js';

// The scene every-table.ts counts against: two people who share a row in every table that can
// name a person, so a deletion test can show each of them emptied.

/** Gives two people a profile each and everything two matched people share. */
export async function fillEveryTable(
  db: Kysely<Database>,
  userId: string,
  otherId: string,
): Promise<void> {
  await completeProfile(db, userId);
  await completeProfile(db, otherId);
  await db
    .insertInto('decisions')
    .values([
      { from_user: userId, to_user: otherId, is_like: true },
      { from_user: otherId, to_user: userId, is_like: true },
    ])
    .execute();
  await db
    .insertInto('last_decisions')
    .values([
      { user_id: userId, candidate_id: otherId, is_like: true },
      { user_id: otherId, candidate_id: userId, is_like: true },
    ])
    .execute();
  await db
    .insertInto('match_requests')
    .values({ from_user: userId, to_user: otherId, status: 'accepted' })
    .execute();
  const [userA, userB] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const match = await db
    .insertInto('matches')
    .values({ user_a: userA, user_b: userB })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values([
      {
        id: newMessageId(),
        match_id: match.id,
        sender_id: userId,
        receiver_id: otherId,
        content: 'Kia ora',
      },
      {
        id: newMessageId(),
        match_id: match.id,
        sender_id: otherId,
        receiver_id: userId,
        content: 'Hi!',
      },
    ])
    .execute();
  await db
    .insertInto('decks')
    .values([
      {
        user_id: userId,
        candidate_id: otherId,
        score: 80,
        level: 'high',
        compatibility: deckCompatibility(80),
      },
      {
        user_id: otherId,
        candidate_id: userId,
        score: 80,
        level: 'high',
        compatibility: deckCompatibility(80),
      },
    ])
    .execute();
  await db.insertInto('deck_builds').values({ user_id: userId, visible: 1, kept: 1 }).execute();
  await db
    .insertInto('user_presence')
    .values([{ user_id: userId }, { user_id: otherId }])
    .execute();
  // Trust and safety: a block, an ended match with its kept conversation, a report and a
  // moderation action about the person.
  await db
    .insertInto('blocks')
    .values({ blocker_id: userId, blocked_id: otherId, blocked_name: 'Other' })
    .execute();
  const endedMatchId = newMessageId();
  await db
    .insertInto('ended_matches')
    .values({
      match_id: endedMatchId,
      user_a: userA,
      user_b: userB,
      matched_at: new Date(),
      ended_by: userId,
    })
    .execute();
  await db
    .insertInto('kept_messages')
    .values({
      id: newMessageId(),
      match_id: endedMatchId,
      sender_id: userId,
      receiver_id: otherId,
      content: 'Said before the unmatch',
      created_at: new Date(),
      ended_at: new Date(),
    })
    .execute();
  await db
    .insertInto('reports')
    .values({
      reporter_id: otherId,
      reporter_name: 'Reporter',
      reported_id: userId,
      reported_name: 'Reported',
      reported_email: 'reported@example.nz',
      category: 'spam',
      evidence: JSON.stringify({
        takenAt: new Date().toISOString(),
        profile: {
          fullName: 'Reported',
          age: 30,
          gender: 'Female',
          zodiacSign: null,
          location: null,
          bio: null,
        },
        photos: [],
        messages: [],
      }),
    })
    .execute();
  // A finished "Download my data" export, its ZIP's bytes included.
  await db
    .insertInto('data_exports')
    .values({
      user_id: userId,
      status: 'ready',
      requested_at: new Date(),
      ready_at: new Date(),
      expires_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      bytes: new Uint8Array([80, 75, 5, 6]),
      size: 4,
    })
    .execute();
  // A correction request, decided by the other person as moderator.
  await db
    .insertInto('correction_requests')
    .values({
      user_id: userId,
      full_name: 'Corrected Name',
      reason: 'Married',
      status: 'approved',
      created_at: new Date(),
      decided_at: new Date(),
      moderator_id: otherId,
    })
    .execute();
  // An appeal of a ban, rejected by the other person as moderator.
  await db
    .insertInto('appeals')
    .values({
      user_id: userId,
      report_id: null,
      sanction: 'ban',
      text: 'It was not me who sent those.',
      status: 'rejected',
      created_at: new Date(),
      decided_at: new Date(),
      moderator_id: otherId,
      moderator_name: 'Moderator',
    })
    .execute();
  // A perceptual hash of a photo of theirs from a ban, and an upload of theirs held beside it.
  const bannedHash = await db
    .insertInto('banned_photo_hashes')
    .values({ hash: '0123456789abcdef', banned_user_id: userId, banned_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('held_photos')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      url: `/uploads/profiles/${userId}/held.webp`,
      width: 600,
      height: 800,
      bytes: 1000,
      format: 'webp',
      hash: '0123456789abcdee',
      banned_hash_id: bannedHash.id,
      distance: 1,
      created_at: new Date(),
    })
    .execute();
  // A warning that a match of theirs was banned.
  await db
    .insertInto('safety_notices')
    .values({
      user_id: userId,
      banned_user_id: otherId,
      kind: 'match_removed',
      created_at: new Date(),
    })
    .execute();
  // Notifications: preferences, a device with push on, one notification each way.
  await db.insertInto('notification_preferences').values({ user_id: userId }).execute();
  const { sessionId } = await createSession(db, { userId, userAgent: 'test' });
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      session_token_hash: sessionId,
      endpoint: `https://push.example/${userId}`,
      p256dh: 'p256dh',
      auth: 'auth',
    })
    .execute();
  const now = new Date();
  await db
    .insertInto('notifications')
    .values(
      [
        [userId, otherId],
        [otherId, userId],
      ].map(([to, about]) => ({
        user_id: to ?? '',
        kind: 'messages' as const,
        channel: 'email' as const,
        group_key: match.id,
        match_id: match.id,
        about_user_id: about ?? '',
        first_event_at: now,
        last_event_at: now,
        due_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('notification_events')
    .values({ event_id: newMessageId(), channel: 'email' })
    .execute();
  await db
    .insertInto('moderation_actions')
    .values({
      moderator_id: otherId,
      moderator_name: 'Moderator',
      subject_id: userId,
      subject_name: 'Reported',
      action: 'warn',
    })
    .execute();
}
