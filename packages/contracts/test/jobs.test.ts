import { describe, expect, it } from 'vitest';
import {
  DECK_BUILD_REASONS,
  EMAIL_TEMPLATES,
  emailJobSchema,
  IMAGE_OPTIMISE_TIMEOUT_MS,
  imageOptimiseResultSchema,
  JOB_NAMES,
  JOB_SETTINGS,
  jobPayloadSchemas,
} from '../src/jobs.js';
import { USER_ID } from './fixtures.js';

const PHOTO_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('job names and settings', () => {
  it('are declared once, for every job', () => {
    expect(JOB_NAMES).toEqual({
      emailSend: 'email.send',
      imageOptimise: 'image.optimise',
      deckBuild: 'deck.build',
      unverifiedSweep: 'accounts.sweep-unverified',
      dataExport: 'privacy.data-export',
      retentionSweep: 'privacy.retention-sweep',
      banPhotoHashes: 'moderation.ban-photo-hashes',
      mailForget: 'mail.forget-recipient',
    });
    expect(Object.keys(jobPayloadSchemas).sort()).toEqual(Object.values(JOB_NAMES).sort());
    expect(JOB_SETTINGS).toEqual({
      'email.send': { attempts: 5, backoffMs: 2000, holdsSecrets: true },
      'image.optimise': { attempts: 2, backoffMs: 500 },
      'deck.build': { attempts: 3, backoffMs: 1000 },
      'accounts.sweep-unverified': { attempts: 3, backoffMs: 5000 },
      'privacy.data-export': { attempts: 3, backoffMs: 5000 },
      'privacy.retention-sweep': { attempts: 3, backoffMs: 5000 },
      'moderation.ban-photo-hashes': { attempts: 5, backoffMs: 5000 },
      'mail.forget-recipient': { attempts: 5, backoffMs: 2000, holdsSecrets: true },
    });
    expect(IMAGE_OPTIMISE_TIMEOUT_MS).toBe(30_000);
    expect(EMAIL_TEMPLATES).toEqual([
      'verification-code',
      'password-reset',
      'email-change-code',
      'email-change-notice',
      'signup-attempt',
      'report-handled',
      'moderation-warning',
      'match-removed',
      'account-suspended',
      'account-banned',
      'appeal-decided',
      'correction-decided',
      'data-export-ready',
      'notification',
    ]);
    expect(DECK_BUILD_REASONS).toEqual([
      'profile_updated',
      'settings_updated',
      'deck_low',
      'refresh',
    ]);
  });
});

describe('email.send payloads', () => {
  it.each([
    { template: 'verification-code', to: 'a@b.nz', fullName: 'Aroha', code: 'AB12CD' },
    { template: 'password-reset', to: 'a@b.nz', fullName: 'Aroha', token: 'tok' },
    { template: 'email-change-code', to: 'c@d.nz', fullName: 'Aroha', code: 'AB12CD' },
    {
      template: 'email-change-notice',
      to: 'a@b.nz',
      fullName: 'Aroha',
      newEmail: 'c@d.nz',
      cancelToken: 'tok',
    },
    { template: 'signup-attempt', to: 'a@b.nz' },
    { template: 'report-handled', to: 'a@b.nz', fullName: 'Aroha' },
    { template: 'moderation-warning', to: 'a@b.nz', fullName: 'Aroha' },
    {
      template: 'account-suspended',
      to: 'a@b.nz',
      fullName: 'Aroha',
      until: '2026-12-06T09:00:00.000Z',
      appealToken: 'tok',
    },
    { template: 'account-banned', to: 'a@b.nz', fullName: 'Aroha', appealToken: 'tok' },
    { template: 'appeal-decided', to: 'a@b.nz', fullName: 'Aroha', sanction: 'ban', upheld: true },
    {
      template: 'data-export-ready',
      to: 'a@b.nz',
      fullName: 'Aroha',
      expiresAt: '2026-12-22T09:00:00.000Z',
    },
    {
      template: 'notification',
      to: 'a@b.nz',
      fullName: 'Nikau',
      kind: 'messages',
      headline: 'Aroha sent you 3 messages',
      preview: null,
      path: '/chat?match=abc',
      unsubscribeToken: 'tok',
    },
  ])('accepts $template', (payload) => {
    expect(jobPayloadSchemas['email.send'].parse(payload)).toEqual(payload);
  });

  it.each([
    [
      { template: 'welcome', to: 'a@b.nz' },
      "Invalid discriminator value. Expected 'verification-code' | 'password-reset' | 'email-change-code' | 'email-change-notice' | 'signup-attempt' | 'report-handled' | 'moderation-warning' | 'match-removed' | 'account-suspended' | 'account-banned' | 'appeal-decided' | 'correction-decided' | 'data-export-ready' | 'notification'",
    ],
    [
      { template: 'verification-code', to: 'a@b.nz', fullName: 'A', code: 'AB12' },
      'Verification code must be 6 characters',
    ],
    [
      { template: 'password-reset', to: 'a@b.nz', fullName: 'A' },
      'Invalid input: expected string, received undefined',
    ],
    [
      { template: 'password-reset', to: 'a@b.nz', fullName: 'A', token: '' },
      'Too small: expected string to have >=1 characters',
    ],
    [
      {
        template: 'email-change-notice',
        to: 'a@b.nz',
        fullName: 'A',
        newEmail: 'nope',
        cancelToken: 'tok',
      },
      'Please enter a valid email address',
    ],
    [
      { template: 'email-change-notice', to: 'a@b.nz', fullName: 'A', newEmail: 'c@d.nz' },
      'Invalid input: expected string, received undefined',
    ],
    [{ template: 'signup-attempt' }, 'Please enter a valid email address'],
    [
      { template: 'account-banned', to: 'a@b.nz', fullName: 'A', appealToken: '' },
      'Too small: expected string to have >=1 characters',
    ],
    [
      { template: 'appeal-decided', to: 'a@b.nz', fullName: 'A', sanction: 'warn', upheld: true },
      'Invalid option: expected one of "suspend"|"ban"',
    ],
  ])('rejects %j', (payload, expected) => {
    const result = emailJobSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('uppercases a verification code', () => {
    const parsed = emailJobSchema.parse({
      template: 'verification-code',
      to: 'a@b.nz',
      fullName: 'A',
      code: 'ab12cd',
    });
    expect(parsed).toMatchObject({ code: 'AB12CD' });
  });
});

describe('image.optimise and deck.build payloads', () => {
  const image = {
    userId: USER_ID,
    photoId: PHOTO_ID,
    sourcePath: '/tmp/up/1',
    outputPath: '/data/uploads/x.webp',
  };

  it('accepts valid payloads and results', () => {
    expect(jobPayloadSchemas['image.optimise'].parse(image)).toEqual(image);
    const result = {
      outputPath: image.outputPath,
      originalSize: 100,
      optimizedSize: 40,
      width: 600,
      height: 800,
      format: 'webp',
      service: 'local',
      perceptualHash: '8f3c00ff12a4b7e9',
    };
    expect(imageOptimiseResultSchema.parse(result)).toEqual(result);
    expect(imageOptimiseResultSchema.safeParse({ ...result, perceptualHash: 'XYZ' }).success).toBe(
      false,
    );
    expect(jobPayloadSchemas['moderation.ban-photo-hashes'].parse({ userId: USER_ID })).toEqual({
      userId: USER_ID,
    });
    for (const reason of DECK_BUILD_REASONS) {
      expect(jobPayloadSchemas['deck.build'].parse({ userId: USER_ID, reason })).toEqual({
        userId: USER_ID,
        reason,
      });
    }
  });

  it('rejects bad payloads', () => {
    expect(
      jobPayloadSchemas['image.optimise'].safeParse({ ...image, sourcePath: '' }).success,
    ).toBe(false);
    expect(jobPayloadSchemas['image.optimise'].safeParse({ ...image, userId: 'u1' }).success).toBe(
      false,
    );
    expect(
      imageOptimiseResultSchema.safeParse({
        outputPath: 'x',
        originalSize: 1,
        optimizedSize: 1,
        width: 1,
        height: 1,
        format: 'png',
        service: 'local',
      }).success,
    ).toBe(false);
    expect(
      jobPayloadSchemas['deck.build'].safeParse({ userId: USER_ID, reason: 'whim' }).success,
    ).toBe(false);
    expect(jobPayloadSchemas['deck.build'].safeParse({ reason: 'refresh' }).success).toBe(false);
  });
});
