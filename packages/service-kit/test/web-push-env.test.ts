import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../src/parse-config.js';
import {
  checkVapidPair,
  DEFAULT_PUSH_SERVICE_HOSTS,
  webPushConfig,
  webPushEnv,
} from '../src/web-push-env.js';

// VAPID_* and PUSH_SERVICE_HOSTS, as the api and the worker read them.

const schema = z.object(webPushEnv).superRefine(checkVapidPair).transform(webPushConfig);
const read = (env: Record<string, string>) => parseConfig(schema, env);

const PUBLIC =
  'BCfWsGTqmh2nKeUfqm3qrlcr47EMJnrF6546Mb-kznDLHhmKV6hgYTDkB4oeHW7gqM7fb07tGoQltY8Uu3LBfAw';
const PRIVATE = 'yfhMTQcYOMxWSUsmEFvTwJsAmYJygTMawIaTUbCKKqE';

function problemsOf(env: Record<string, string>): string[] {
  try {
    read(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the web push settings', () => {
  it("leave push to the single process by default, at the browsers' push services", () => {
    expect(read({})).toEqual({
      vapid: null,
      subject: 'mailto:hello@starmatch.nz',
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
  });

  it('take a key pair, a contact and a list of hosts', () => {
    expect(
      read({
        VAPID_PUBLIC_KEY: PUBLIC,
        VAPID_PRIVATE_KEY: PRIVATE,
        VAPID_SUBJECT: 'https://starmatch.example/contact',
        PUSH_SERVICE_HOSTS: ' FCM.googleapis.com, push.example.net ,',
      }),
    ).toEqual({
      vapid: {
        publicKey: PUBLIC,
        privateKey: PRIVATE,
        subject: 'https://starmatch.example/contact',
      },
      subject: 'https://starmatch.example/contact',
      serviceHosts: ['fcm.googleapis.com', 'push.example.net'],
    });
  });

  it('refuse one key without the other, a key of the wrong size and a contact that is not one', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC })).toEqual([
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together, or neither',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: PRIVATE, VAPID_PRIVATE_KEY: PUBLIC })).toEqual([
      'VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key (base64url, 65 bytes), as `npx web-push generate-vapid-keys` prints',
      'VAPID_PRIVATE_KEY: must be a P-256 private key (base64url, 32 bytes), as `npx web-push generate-vapid-keys` prints',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'ops@starmatch.example' })).toEqual([
      'VAPID_SUBJECT: must be a mailto: or https: URL',
    ]);
  });
});
