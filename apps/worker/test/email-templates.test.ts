import { describe, expect, it } from 'vitest';
import { renderEmail } from '../src/mail/email-templates.js';

const APP = 'https://starmatch.example';

type Job = Parameters<typeof renderEmail>[0];

/** What each email must say: its subject, and what its text and HTML hold (or never hold). */
interface Expected {
  name: string;
  job: Job;
  subject: string;
  text: string[];
  textNot?: string[];
  textNotMatching?: RegExp;
  html?: string[];
}

const EMAILS: Expected[] = [
  {
    name: 'sends the verification code with a link back to the verify screen, in text and HTML',
    job: {
      template: 'verification-code',
      to: 'mere+test@example.nz',
      fullName: 'Mere Tūhoe',
      code: 'A1B2C3',
    },
    subject: 'Your Starmatch verification code',
    text: [
      'Kia ora Mere,',
      'A1B2C3',
      `${APP}/verify-email?email=mere%2Btest%40example.nz`,
      '24 hours',
    ],
    html: ['A1B2C3', `href="${APP}/verify-email?email=mere%2Btest%40example.nz"`],
  },
  {
    name: 'says the data export is ready, links to Settings and gives the expiry in NZ time',
    job: {
      template: 'data-export-ready',
      to: 'mere@example.nz',
      fullName: 'Mere Tūhoe',
      expiresAt: '2026-12-22T09:00:00.000Z',
    },
    subject: 'Your Starmatch data is ready to download',
    text: [
      'Kia ora Mere,',
      'open Settings, then "Your data", to download it',
      'until Tuesday, 22 December 2026 at 10:00 pm (New Zealand time)',
      `${APP}/settings`,
    ],
    html: [`href="${APP}/settings"`, 'Open Settings'],
  },
  {
    name: 'sends the reset link with the token, valid for an hour',
    job: {
      template: 'password-reset',
      to: 'tama@example.nz',
      fullName: 'Tama',
      token: 'tok_en-123',
    },
    subject: 'Reset your Starmatch password',
    text: [`${APP}/reset-password?token=tok_en-123`, 'next hour'],
  },
  {
    name: 'sends the code of an email change to the new address, without a link',
    job: {
      template: 'email-change-code',
      to: 'new@example.nz',
      fullName: 'Aroha Ngata',
      code: 'Z9Y8X7',
    },
    subject: 'Confirm your new Starmatch email address',
    text: ['Kia ora Aroha,', '\nZ9Y8X7\n', '24 hours'],
    textNot: [APP],
    html: ['Z9Y8X7'],
  },
  {
    name: 'tells the old address about an email change, with the link that cancels it',
    job: {
      template: 'email-change-notice',
      to: 'old@example.nz',
      fullName: 'Aroha Ngata',
      newEmail: 'new@example.nz',
      cancelToken: 'can_cel-123',
    },
    subject: 'Your Starmatch email address is changing',
    text: [
      'new@example.nz',
      `Cancel the change: ${APP}/cancel-email-change?token=can_cel-123`,
      '7 days',
    ],
    html: [`href="${APP}/cancel-email-change?token=can_cel-123"`],
  },
  {
    name: 'tells an existing account that someone tried to sign up with it',
    job: { template: 'signup-attempt', to: 'taken@example.nz' },
    subject: 'Someone tried to sign up to Starmatch with your email',
    text: [`${APP}/login`],
  },
  {
    name: 'tells a reporter that their report was handled, and nothing of what was done',
    job: { template: 'report-handled', to: 'mere@example.nz', fullName: 'Mere Tūhoe' },
    subject: "We've reviewed your Starmatch report",
    text: ['Kia ora Mere,', `${APP}/safety`],
    textNotMatching: /warn|suspend|ban|closed/i,
  },
  {
    name: "sends a moderator's warning to the reported person",
    job: { template: 'moderation-warning', to: 'tama@example.nz', fullName: 'Tama Rangi' },
    subject: 'A warning about your Starmatch account',
    text: ['Kia ora Tama,', 'community guidelines'],
  },
  {
    name: 'warns a match of a banned person, with safety advice and never their name',
    job: { template: 'match-removed', to: 'cara@example.nz', fullName: 'Cara Rangi' },
    subject: 'Someone you matched with was removed for breaking our Community Standards',
    text: [
      'Kia ora Cara,',
      'Someone you matched with was removed for breaking our Community Standards. They can no longer use Starmatch.',
      'If you met in person and something happened that worried you, you can tell us',
      'If you are in danger right now, call 111.',
      `${APP}/safety`,
    ],
    html: ['call 111', `href="${APP}/safety"`],
  },
  {
    name: 'says a correction was approved, and what it changed',
    job: {
      template: 'correction-decided',
      to: 'aroha@example.nz',
      fullName: 'Aroha Ngata',
      approved: true,
      requested: ['Date of birth: 1 August 1995', 'Gender: Male'],
    },
    subject: 'Your Starmatch details have been corrected',
    text: [
      'Kia ora Aroha,',
      'You asked us to correct: Date of birth: 1 August 1995; Gender: Male.',
      'A moderator has approved it',
      `${APP}/settings`,
    ],
    textNot: ["couldn't"],
    html: [`href="${APP}/settings"`, 'Open Settings'],
  },
  {
    name: 'says a correction was declined, and how to ask again',
    job: {
      template: 'correction-decided',
      to: 'aroha@example.nz',
      fullName: 'Aroha Ngata',
      approved: false,
      requested: ['Name: Queen Aroha'],
    },
    subject: "We couldn't correct your Starmatch details",
    text: [
      'You asked us to correct: Name: Queen Aroha.',
      'your details stay as they were',
      'You can ask again from Settings.',
    ],
    textNot: ['has approved'],
  },
  {
    name: 'tells of a suspension in plain words, its end in NZ time, and how to appeal it',
    job: {
      template: 'account-suspended',
      to: 'mere@example.nz',
      fullName: 'Mere Tūhoe',
      until: '2026-12-22T09:00:00.000Z',
      appealToken: 'tok.en+1',
    },
    subject: 'Your Starmatch account is suspended',
    text: [
      'Kia ora Mere,',
      'broke our Community Standards',
      'suspended until Tuesday, 22 December 2026 at 10:00 pm (New Zealand time)',
      `Ask for a second look: ${APP}/appeal?token=tok.en%2B1`,
    ],
    html: [`href="${APP}/appeal?token=tok.en%2B1"`],
  },
  {
    name: 'tells of a ban in plain words and how to appeal it',
    job: {
      template: 'account-banned',
      to: 'mere@example.nz',
      fullName: 'Mere Tūhoe',
      appealToken: 'tok',
    },
    subject: 'Your Starmatch account has been closed',
    text: [
      'broke our Community Standards',
      'so we have closed it',
      `Ask for a second look: ${APP}/appeal?token=tok`,
    ],
    html: [`href="${APP}/appeal?token=tok"`],
  },
  {
    name: 'says an upheld appeal lifted the ban and the person can sign in again',
    job: {
      template: 'appeal-decided',
      to: 'mere@example.nz',
      fullName: 'Mere Tūhoe',
      sanction: 'ban',
      upheld: true,
    },
    subject: 'Your Starmatch appeal was successful',
    text: [
      'your appeal against the closing of your account and agreed with you',
      'you can sign in again now',
      `Sign in: ${APP}/login`,
    ],
  },
  {
    name: 'says a rejected appeal leaves the suspension in place',
    job: {
      template: 'appeal-decided',
      to: 'mere@example.nz',
      fullName: 'Mere Tūhoe',
      sanction: 'suspend',
      upheld: false,
    },
    subject: 'Your Starmatch appeal was not successful',
    text: ['your appeal against your suspension and decided that it stands'],
    textNot: ['sign in again now'],
  },
];

describe('renderEmail', () => {
  for (const expected of EMAILS) {
    it(expected.name, () => {
      const email = renderEmail(expected.job, APP);
      expect(email.subject).toBe(expected.subject);
      for (const part of expected.text) expect(email.text).toContain(part);
      for (const part of expected.textNot ?? []) expect(email.text).not.toContain(part);
      if (expected.textNotMatching) expect(email.text).not.toMatch(expected.textNotMatching);
      for (const part of expected.html ?? []) expect(email.html).toContain(part);
    });
  }

  it('escapes what people typed before it reaches HTML', () => {
    const email = renderEmail(
      {
        template: 'email-change-notice',
        to: 'old@example.nz',
        fullName: '<script>x</script>',
        newEmail: 'new@example.nz',
        cancelToken: 'token',
      },
      APP,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});
