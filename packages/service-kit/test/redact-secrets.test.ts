import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/redact-secrets.js';

describe('redactSecrets', () => {
  it('hands back the very object when it holds no secret, so a log line copies nothing', () => {
    const value = { userId: 'u1', deck: [{ id: 'a' }, { id: 'b' }], at: new Date(0) };
    expect(redactSecrets(value, 4)).toBe(value);
  });

  it('copies only along the way to a secret, keeping the rest shared', () => {
    const shared = { city: 'Auckland' };
    const value = { profile: shared, session: { token: 't-secret' } };
    const redacted = redactSecrets(value, 4) as typeof value;
    expect(redacted).not.toBe(value);
    expect(redacted.profile).toBe(shared);
    expect(redacted.session).toEqual({ token: '[Redacted]' });
    expect(value.session.token).toBe('t-secret');
  });

  it('keeps a copied object’s prototype, so its toJSON still decides what is printed', () => {
    class Shown {
      secret = 'x';
      password = 'p-secret';
      toJSON() {
        return { shown: true, password: this.password };
      }
    }
    expect(JSON.stringify(redactSecrets(new Shown(), 4))).toBe(
      '{"shown":true,"password":"[Redacted]"}',
    );
  });
});
