import { describe, expect, it } from 'vitest';
import { renderEmail } from '../src/mail/email-templates.js';

const APP = 'https://starmatch.example';

describe('renderEmail', () => {
  it('sends the verification code with a link back to the verify screen, in text and HTML', () => {
    const email = renderEmail(
      {
        template: 'verification-code',
        to: 'mere+test@example.nz',
        fullName: 'Mere Tūhoe',
        code: 'A1B2C3',
      },
      APP,
    );
    expect(email.subject).toBe('Your Starmatch verification code');
    expect(email.text).toContain('Kia ora Mere,');
    expect(email.text).toContain('A1B2C3');
    expect(email.text).toContain(`${APP}/verify-email?email=mere%2Btest%40example.nz`);
    expect(email.text).toContain('24 hours');
    expect(email.html).toContain('A1B2C3');
    expect(email.html).toContain(`href="${APP}/verify-email?email=mere%2Btest%40example.nz"`);
  });

  it('sends the reset link with the token, valid for an hour', () => {
    const email = renderEmail(
      { template: 'password-reset', to: 'tama@example.nz', fullName: 'Tama', token: 'tok_en-123' },
      APP,
    );
    expect(email.subject).toBe('Reset your Starmatch password');
    expect(email.text).toContain(`${APP}/reset-password?token=tok_en-123`);
    expect(email.text).toContain('next hour');
  });

  it('sends the code of an email change to the new address, without a link', () => {
    const email = renderEmail(
      {
        template: 'email-change-code',
        to: 'new@example.nz',
        fullName: 'Aroha Ngata',
        code: 'Z9Y8X7',
      },
      APP,
    );
    expect(email.subject).toBe('Confirm your new Starmatch email address');
    expect(email.text).toContain('Kia ora Aroha,');
    expect(email.text).toContain('\nZ9Y8X7\n');
    expect(email.text).toContain('24 hours');
    expect(email.text).not.toContain(APP);
    expect(email.html).toContain('Z9Y8X7');
  });

  it('tells the old address about an email change, with the link that cancels it', () => {
    const email = renderEmail(
      {
        template: 'email-change-notice',
        to: 'old@example.nz',
        fullName: 'Aroha Ngata',
        newEmail: 'new@example.nz',
        cancelToken: 'can_cel-123',
      },
      APP,
    );
    expect(email.subject).toBe('Your Starmatch email address is changing');
    expect(email.text).toContain('new@example.nz');
    expect(email.text).toContain(`Cancel the change: ${APP}/cancel-email-change?token=can_cel-123`);
    expect(email.text).toContain('7 days');
    expect(email.html).toContain(`href="${APP}/cancel-email-change?token=can_cel-123"`);
  });

  it('tells an existing account that someone tried to sign up with it', () => {
    const email = renderEmail({ template: 'signup-attempt', to: 'taken@example.nz' }, APP);
    expect(email.subject).toBe('Someone tried to sign up to Starmatch with your email');
    expect(email.text).toContain(`${APP}/login`);
  });

  it('tells a reporter that their report was handled, and nothing of what was done', () => {
    const email = renderEmail(
      { template: 'report-handled', to: 'mere@example.nz', fullName: 'Mere Tūhoe' },
      APP,
    );
    expect(email.subject).toBe("We've reviewed your Starmatch report");
    expect(email.text).toContain('Kia ora Mere,');
    expect(email.text).toContain(`${APP}/safety`);
    expect(email.text).not.toMatch(/warn|suspend|ban|closed/i);
  });

  it("sends a moderator's warning to the reported person", () => {
    const email = renderEmail(
      { template: 'moderation-warning', to: 'tama@example.nz', fullName: 'Tama Rangi' },
      APP,
    );
    expect(email.subject).toBe('A warning about your Starmatch account');
    expect(email.text).toContain('Kia ora Tama,');
    expect(email.text).toContain('community guidelines');
  });

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
