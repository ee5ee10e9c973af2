import type { AppStateTable } from './tables/app-state.js';
import type { AppealsTable } from './tables/appeals.js';
import type {
  EmailChangesTable,
  EmailVerificationsTable,
  PasswordResetsTable,
} from './tables/auth-tokens.js';
import type { BannedPhotoHashesTable, HeldPhotosTable } from './tables/banned-photos.js';
import type { CorrectionRequestsTable } from './tables/correction-requests.js';
import type { DataExportsTable } from './tables/data-exports.js';
import type { DecisionsTable } from './tables/decisions.js';
import type { DeckCardsTable } from './tables/deck-cards.js';
import type { DeckBuildsTable, DecksTable } from './tables/decks.js';
import type { EmailDeliveriesTable } from './tables/email-deliveries.js';
import type { KeptMessagesTable } from './tables/kept-messages.js';
import type { LastDecisionsTable } from './tables/last-decisions.js';
import type { MatchPoolTable } from './tables/match-pool.js';
import type { MatchesTable, MatchRequestsTable } from './tables/matches.js';
import type { MessagesTable } from './tables/messages.js';
import type {
  NotificationEventsTable,
  NotificationPreferencesTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './tables/notifications.js';
import type { OutboxEventsTable } from './tables/outbox-events.js';
import type { PhotosTable, ProfilesTable, SettingsTable } from './tables/profiles.js';
import type { RealtimeTicketsTable } from './tables/realtime-tickets.js';
import type {
  BanIdentifiersTable,
  BlocksTable,
  EndedMatchesTable,
  EvidencePhotosTable,
  ModerationActionsTable,
  ReportPhotosTable,
  ReportsTable,
} from './tables/safety.js';
import type { SafetyNoticesTable } from './tables/safety-notices.js';
import type { SessionsTable } from './tables/sessions.js';
import type { UserPresenceTable } from './tables/user-presence.js';
import type { UsersTable } from './tables/users.js';
import type { WaitlistTable } from './tables/waitlist.js';

/** Every table, keyed by its snake_case name as it is in Postgres. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  email_changes: EmailChangesTable;
  password_resets: PasswordResetsTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  settings: SettingsTable;
  decisions: DecisionsTable;
  last_decisions: LastDecisionsTable;
  match_requests: MatchRequestsTable;
  matches: MatchesTable;
  messages: MessagesTable;
  kept_messages: KeptMessagesTable;
  decks: DecksTable;
  deck_builds: DeckBuildsTable;
  match_pool: MatchPoolTable;
  deck_cards: DeckCardsTable;
  waitlist: WaitlistTable;
  app_state: AppStateTable;
  realtime_tickets: RealtimeTicketsTable;
  blocks: BlocksTable;
  ended_matches: EndedMatchesTable;
  reports: ReportsTable;
  report_photos: ReportPhotosTable;
  evidence_photos: EvidencePhotosTable;
  moderation_actions: ModerationActionsTable;
  ban_identifiers: BanIdentifiersTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notifications: NotificationsTable;
  notification_events: NotificationEventsTable;
  email_deliveries: EmailDeliveriesTable;
  user_presence: UserPresenceTable;
  outbox_events: OutboxEventsTable;
  data_exports: DataExportsTable;
  safety_notices: SafetyNoticesTable;
  correction_requests: CorrectionRequestsTable;
  appeals: AppealsTable;
  banned_photo_hashes: BannedPhotoHashesTable;
  held_photos: HeldPhotosTable;
}
