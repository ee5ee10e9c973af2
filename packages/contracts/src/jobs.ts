import { z } from 'zod';
import { verificationCodeSchema } from './auth.js';
import { perceptualHashSchema } from './banned-photos.js';
import { IMAGE_OUTPUT_FORMAT, UPLOAD_SERVICE } from './constants.js';
import { emailSchema, idSchema } from './fields.js';
import { NOTIFICATION_KINDS } from './notifications.js';

// Background jobs: their names, payloads, results and queue settings, in one
// place. A payload that fails its schema is a bug in the producer, so the
// worker does not retry it.

export const JOB_NAMES = {
  emailSend: 'email.send',
  imageOptimise: 'image.optimise',
  deckBuild: 'deck.build',
  unverifiedSweep: 'accounts.sweep-unverified',
  dataExport: 'privacy.data-export',
  retentionSweep: 'privacy.retention-sweep',
  banPhotoHashes: 'moderation.ban-photo-hashes',
  mailForget: 'mail.forget-recipient',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

const recipient = emailSchema();

/**
 * email.send. email-change-code goes to the new address of an email change, email-change-notice
 * to the old one with the link that cancels it. signup-attempt tells an existing account that someone tried to sign up with it;
 * report-handled tells a reporter that a moderator dealt with their report (never what was done);
 * moderation-warning is a moderator's 'warn'; match-removed warns someone whose match was banned
 * (it never names them).
 */
export const emailJobSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('verification-code'),
    to: recipient,
    fullName: z.string(),
    code: verificationCodeSchema,
  }),
  z.object({
    template: z.literal('password-reset'),
    to: recipient,
    fullName: z.string(),
    token: z.string().min(1),
  }),
  z.object({
    template: z.literal('email-change-code'),
    /** The new address: the code proves the person reads it. */
    to: recipient,
    fullName: z.string(),
    code: verificationCodeSchema,
  }),
  z.object({
    template: z.literal('email-change-notice'),
    /** The old address, so its owner learns of the change and can undo it. */
    to: recipient,
    fullName: z.string(),
    newEmail: recipient,
    /** For the link that cancels the change (and signs every device out). */
    cancelToken: z.string().min(1),
  }),
  z.object({ template: z.literal('signup-attempt'), to: recipient }),
  z.object({ template: z.literal('report-handled'), to: recipient, fullName: z.string() }),
  z.object({ template: z.literal('moderation-warning'), to: recipient, fullName: z.string() }),
  z.object({ template: z.literal('match-removed'), to: recipient, fullName: z.string() }),
  z.object({
    /** A moderator's suspension, with how to appeal it (appeals.ts). */
    template: z.literal('account-suspended'),
    to: recipient,
    fullName: z.string(),
    /** When the suspension ends (ISO). */
    until: z.iso.datetime({ offset: true }),
    appealToken: z.string().min(1),
  }),
  z.object({
    /** A moderator's ban, with how to appeal it. */
    template: z.literal('account-banned'),
    to: recipient,
    fullName: z.string(),
    appealToken: z.string().min(1),
  }),
  z.object({
    /** A moderator's decision on the person's appeal; upheld lifts the sanction. */
    template: z.literal('appeal-decided'),
    to: recipient,
    fullName: z.string(),
    sanction: z.enum(['suspend', 'ban']),
    upheld: z.boolean(),
  }),
  z.object({
    /** A moderator's decision on the person's correction request (corrections.ts). */
    template: z.literal('correction-decided'),
    to: recipient,
    fullName: z.string(),
    approved: z.boolean(),
    /** What the request asked for, one line per detail ("Date of birth: 15 March 1995"). */
    requested: z.array(z.string().min(1)).min(1),
  }),
  z.object({
    template: z.literal('data-export-ready'),
    to: recipient,
    fullName: z.string(),
    /** When the download stops working (ISO). */
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    template: z.literal('notification'),
    to: recipient,
    fullName: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** The sentence of what happened ("Aroha sent you 3 messages"): the subject. */
    headline: z.string().min(1),
    /** The latest message's text, only with previews on. */
    preview: z.string().nullable(),
    /** The screen to open, from the app's root (notificationPath). */
    path: z.string().startsWith('/'),
    /** Signs the one-click unsubscribe from this kind of email. */
    unsubscribeToken: z.string().min(1),
  }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

/** Every email the product sends, read off the schema so that the list cannot leave one out. */
export const EMAIL_TEMPLATES = emailJobSchema.options.map((option) => option.shape.template.value);
export type EmailTemplate = EmailJob['template'];

/**
 * image.optimise: re-encode an uploaded file to WebP with metadata stripped and
 * the longest side capped at IMAGE_MAX_SIDE_PX, written to outputPath.
 */
export const imageOptimiseJobSchema = z.object({
  userId: idSchema,
  photoId: idSchema,
  /** The upload as received, in a temporary place the worker can read. */
  sourcePath: z.string().min(1),
  outputPath: z.string().min(1),
});
export type ImageOptimiseJob = z.infer<typeof imageOptimiseJobSchema>;

export const imageOptimiseResultSchema = z.object({
  outputPath: z.string(),
  originalSize: z.int().nonnegative(),
  optimizedSize: z.int().nonnegative(),
  width: z.int().positive(),
  height: z.int().positive(),
  format: z.literal(IMAGE_OUTPUT_FORMAT),
  service: z.literal(UPLOAD_SERVICE),
  /** The written WebP's perceptual hash, compared with banned photos' (banned-photos.ts). */
  perceptualHash: perceptualHashSchema,
});
export type ImageOptimiseResult = z.infer<typeof imageOptimiseResultSchema>;

export const DECK_BUILD_REASONS = [
  'profile_updated',
  'settings_updated',
  'deck_low',
  'refresh',
] as const;
export type DeckBuildReason = (typeof DECK_BUILD_REASONS)[number];

/** deck.build: rank the user's candidates and store the deck. */
export const deckBuildJobSchema = z.object({
  userId: idSchema,
  reason: z.enum(DECK_BUILD_REASONS),
});
export type DeckBuildJob = z.infer<typeof deckBuildJobSchema>;

/**
 * accounts.sweep-unverified: delete the accounts never verified within UNVERIFIED_ACCOUNT_DAYS.
 * The worker enqueues it itself on a timer; it carries nothing, and running it twice is harmless.
 */
export const unverifiedSweepJobSchema = z.object({});
export type UnverifiedSweepJob = z.infer<typeof unverifiedSweepJobSchema>;

/** privacy.data-export: build the ZIP of one requested export and tell its owner. */
export const dataExportJobSchema = z.object({ exportId: idSchema });
export type DataExportJob = z.infer<typeof dataExportJobSchema>;

/**
 * privacy.retention-sweep: delete what the retention timetable (retention.ts) no longer keeps.
 * Enqueued by the worker on a timer like the unverified sweep; carries nothing; idempotent.
 */
export const retentionSweepJobSchema = z.object({});
export type RetentionSweepJob = z.infer<typeof retentionSweepJobSchema>;

/**
 * moderation.ban-photo-hashes: keep perceptual hashes of a banned person's photos and their
 * reports' evidence copies (docs/ARCHITECTURE.md "Banned photos"). Enqueued once per
 * `account.banned`; running it again adds nothing.
 */
export const banPhotoHashesJobSchema = z.object({ userId: idSchema });
export type BanPhotoHashesJob = z.infer<typeof banPhotoHashesJobSchema>;

/**
 * mail.forget-recipient: an account was deleted; the mail kept for its address goes too (the
 * single-process mode's outbox file; SMTP keeps nothing). Enqueued after the deletion commits.
 */
export const mailForgetJobSchema = z.object({ to: recipient });
export type MailForgetJob = z.infer<typeof mailForgetJobSchema>;

export const jobPayloadSchemas = {
  'email.send': emailJobSchema,
  'image.optimise': imageOptimiseJobSchema,
  'deck.build': deckBuildJobSchema,
  'accounts.sweep-unverified': unverifiedSweepJobSchema,
  'privacy.data-export': dataExportJobSchema,
  'privacy.retention-sweep': retentionSweepJobSchema,
  'moderation.ban-photo-hashes': banPhotoHashesJobSchema,
  'mail.forget-recipient': mailForgetJobSchema,
} as const satisfies Record<JobName, z.ZodType>;

export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

/** Attempts include the first try; backoff is exponential from backoffMs. */
export const JOB_SETTINGS = {
  'email.send': { attempts: 5, backoffMs: 2000, holdsSecrets: true },
  'image.optimise': { attempts: 2, backoffMs: 500 },
  'deck.build': { attempts: 3, backoffMs: 1000 },
  'accounts.sweep-unverified': { attempts: 3, backoffMs: 5000 },
  'privacy.data-export': { attempts: 3, backoffMs: 5000 },
  'privacy.retention-sweep': { attempts: 3, backoffMs: 5000 },
  'moderation.ban-photo-hashes': { attempts: 5, backoffMs: 5000 },
  // The payload is an address of someone who has just left: kept no longer than it takes.
  'mail.forget-recipient': { attempts: 5, backoffMs: 2000, holdsSecrets: true },
} as const satisfies Record<
  JobName,
  { attempts: number; backoffMs: number; holdsSecrets?: boolean }
>;

/** How long the upload call waits for its image.optimise job before failing. */
export const IMAGE_OPTIMISE_TIMEOUT_MS = 30_000;

/**
 * image.optimise fails with a message starting with this when the file itself is unusable
 * (undecodable, truncated, too many pixels, a format outside the allow-list), as opposed to a
 * fault on the server's side. Only an error's message crosses the queue, so this prefix is how
 * the upload call tells a bad file (415) from a server fault.
 */
export const IMAGE_REJECTED_PREFIX = 'Image rejected: ';
