import type { Migration } from 'kysely';
import * as usersAndAuth from './2026-11-22T00-00-00-users-and-auth.js';
import * as profiles from './2026-11-22T00-00-01-profiles.js';
import * as matching from './2026-11-22T00-00-02-matching.js';
import * as messages from './2026-11-22T00-00-03-messages.js';
import * as waitlistAndAppState from './2026-11-22T00-00-04-waitlist-and-app-state.js';
import * as realtimeTickets from './2026-11-22T00-00-05-realtime-tickets.js';
import * as deckBuilds from './2026-11-25T00-00-00-deck-builds.js';
import * as trustAndSafety from './2026-11-26T00-00-00-trust-and-safety.js';
import * as emailChanges from './2026-12-01T00-00-00-email-changes.js';
import * as emailDeliveries from './2026-12-02T00-00-00-email-deliveries.js';
import * as matchPool from './2026-12-03T00-00-00-match-pool.js';
import * as matchPoolBirthKey from './2026-12-04T00-00-00-match-pool-birth-key.js';
import * as feedCards from './2026-12-05T00-00-00-feed-cards.js';
import * as deckCompatibility from './2026-12-06T00-00-00-deck-compatibility.js';
import * as readReceiptsAndPresence from './2026-12-06T00-00-00-read-receipts-and-presence.js';
import * as lastSwipes from './2026-12-06T00-00-20-last-swipes.js';
import * as evidencePhotos from './2026-12-07T00-00-10-evidence-photos.js';
import * as blockSnapshots from './2026-12-07T00-00-20-block-snapshots.js';
import * as outboxEvents from './2026-12-08T00-00-00-outbox-events.js';
import * as deckVocabulary from './2026-12-09T00-00-00-deck-vocabulary.js';
import * as notifications from './2026-12-10T00-00-00-notifications.js';
import * as banIdentifiers from './2026-12-11T00-00-00-ban-identifiers.js';
import * as keptConversations from './2026-12-12T00-00-00-kept-conversations.js';
import * as accountPause from './2026-12-14T00-00-00-account-pause.js';
import * as dataExports from './2026-12-15T00-00-00-data-exports.js';
import * as safetyNotices from './2026-12-16T00-00-00-safety-notices.js';
import * as auditActions from './2026-12-17T00-00-00-audit-actions.js';
import * as correctionRequests from './2026-12-18T00-00-00-correction-requests.js';
import * as appeals from './2026-12-19T00-00-00-appeals.js';
import * as bannedPhotoHashes from './2026-12-20T00-00-00-banned-photo-hashes.js';
import * as outboxRequestId from './2026-12-21T00-00-00-outbox-request-id.js';
import * as outboxTraceparent from './2026-12-22T00-00-00-outbox-traceparent.js';

/**
 * Every migration in the order it runs. Listed statically (not read from the folder) so the
 * bundled and the tsx-run code see the same set. Append new ones at the end; never rename.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['2026-11-22T00-00-00-users-and-auth', usersAndAuth],
  ['2026-11-22T00-00-01-profiles', profiles],
  ['2026-11-22T00-00-02-matching', matching],
  ['2026-11-22T00-00-03-messages', messages],
  ['2026-11-22T00-00-04-waitlist-and-app-state', waitlistAndAppState],
  ['2026-11-22T00-00-05-realtime-tickets', realtimeTickets],
  ['2026-11-25T00-00-00-deck-builds', deckBuilds],
  ['2026-11-26T00-00-00-trust-and-safety', trustAndSafety],
  ['2026-12-01T00-00-00-email-changes', emailChanges],
  ['2026-12-02T00-00-00-email-deliveries', emailDeliveries],
  ['2026-12-03T00-00-00-match-pool', matchPool],
  ['2026-12-04T00-00-00-match-pool-birth-key', matchPoolBirthKey],
  ['2026-12-05T00-00-00-feed-cards', feedCards],
  ['2026-12-06T00-00-00-deck-compatibility', deckCompatibility],
  ['2026-12-06T00-00-00-read-receipts-and-presence', readReceiptsAndPresence],
  ['2026-12-06T00-00-20-last-swipes', lastSwipes],
  ['2026-12-07T00-00-10-evidence-photos', evidencePhotos],
  ['2026-12-07T00-00-20-block-snapshots', blockSnapshots],
  ['2026-12-08T00-00-00-outbox-events', outboxEvents],
  ['2026-12-09T00-00-00-deck-vocabulary', deckVocabulary],
  ['2026-12-10T00-00-00-notifications', notifications],
  ['2026-12-11T00-00-00-ban-identifiers', banIdentifiers],
  ['2026-12-12T00-00-00-kept-conversations', keptConversations],
  ['2026-12-14T00-00-00-account-pause', accountPause],
  ['2026-12-15T00-00-00-data-exports', dataExports],
  ['2026-12-16T00-00-00-safety-notices', safetyNotices],
  ['2026-12-17T00-00-00-audit-actions', auditActions],
  ['2026-12-18T00-00-00-correction-requests', correctionRequests],
  ['2026-12-19T00-00-00-appeals', appeals],
  ['2026-12-20T00-00-00-banned-photo-hashes', bannedPhotoHashes],
  ['2026-12-21T00-00-00-outbox-request-id', outboxRequestId],
  ['2026-12-22T00-00-00-outbox-traceparent', outboxTraceparent],
];
