import { z } from 'zod';
import { optionalString } from './env-schemas.js';

/** The deployment's VAPID identity: one key pair for every api and worker (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` contact the push services can reach the operator at. */
  subject: string;
}

export interface WebPushConfig {
  /** Null when the keys are not given: the single process then makes its own under DATA_DIR. */
  vapid: VapidKeys | null;
  /** VAPID_SUBJECT, also for keys the single process makes itself. */
  subject: string;
  /** The hosts (and their subdomains) a subscription's endpoint may name. */
  serviceHosts: string[];
}

/**
 * The push services of Chrome, Edge, Opera and Samsung Internet (FCM), Firefox, Safari and old
 * Edge. The worker POSTs to whatever endpoint a browser hands over, so only these are accepted:
 * an endpoint naming any other host would let anyone aim the worker at an internal address.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export const DEFAULT_VAPID_SUBJECT = 'mailto:hello@starmatch.nz';

function base64urlBytes(bytes: number, what: string) {
  return optionalString().refine(
    (value) =>
      value === undefined ||
      (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes),
    {
      error: `must be ${what} (base64url, ${bytes} bytes), as \`npx web-push generate-vapid-keys\` prints`,
    },
  );
}

export const webPushEnv = {
  VAPID_PUBLIC_KEY: base64urlBytes(65, 'an uncompressed P-256 public key'),
  VAPID_PRIVATE_KEY: base64urlBytes(32, 'a P-256 private key'),
  VAPID_SUBJECT: optionalString()
    .pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
        .optional(),
    )
    .transform((value) => value ?? DEFAULT_VAPID_SUBJECT),
  PUSH_SERVICE_HOSTS: optionalString().transform((value) =>
    value === undefined
      ? DEFAULT_PUSH_SERVICE_HOSTS
      : value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
  ),
};

type WebPushEnv = {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  PUSH_SERVICE_HOSTS: string[];
};

/** For a service schema's superRefine: the two keys come together or not at all. */
export function checkVapidPair(env: WebPushEnv, ctx: z.RefinementCtx): void {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together, or neither',
    });
  }
}

export function webPushConfig(env: WebPushEnv): WebPushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey, subject: env.VAPID_SUBJECT } : null,
    subject: env.VAPID_SUBJECT,
    serviceHosts: env.PUSH_SERVICE_HOSTS,
  };
}
