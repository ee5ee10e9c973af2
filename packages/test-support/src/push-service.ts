import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';

// A stand-in for a browser's push service (FCM, Mozilla's, Apple's): an https server on
// 127.0.0.1 that takes Web Push requests as RFC 8030 describes them, checks their VAPID
// identification (RFC 8292) and decrypts their payload (RFC 8291) as the browser would, so a
// test sees exactly what a phone would show.

/** Where the certificate is, for a child process's NODE_EXTRA_CA_CERTS. */
export const PUSH_SERVICE_CA_PATH = fileURLToPath(
  new URL('../fixtures/push-service-cert.pem', import.meta.url),
);

/** A VAPID key pair as `npx web-push generate-vapid-keys` makes one (base64url). */
export function makeVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes; the key is always 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/** The certificate it listens with (fixtures/README.md); a client trusts it with `ca`. */
export const PUSH_SERVICE_CA = readFileSync(
  new URL('../fixtures/push-service-cert.pem', import.meta.url),
  'utf8',
);
const PUSH_SERVICE_KEY = readFileSync(
  new URL('../fixtures/push-service-key.pem', import.meta.url),
  'utf8',
);

export interface ReceivedPush {
  /** The decrypted payload, parsed. */
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The VAPID token's claims; the token's signature was checked against `vapidPublicKey`. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  /** When it arrived (Date.now()). */
  receivedAt: number;
}

/** What a browser hands a server: PushSubscription.toJSON(). */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDevice {
  subscription: SubscriptionJson;
  /** Every push this device was sent, oldest first. */
  readonly pushes: ReceivedPush[];
  /** What the service answers this device's next pushes with (201 unless told). */
  answerWith(status: number): void;
  /** The n-th push (1-based), waiting up to `timeoutMs` for it. */
  push(nth?: number, timeoutMs?: number): Promise<ReceivedPush>;
}

export interface PushService {
  /** https://127.0.0.1:PORT */
  origin: string;
  /** A new device (a browser profile) subscribed at this service. */
  device(): PushDevice;
  /** Requests that were refused (bad token, bad payload), with why. */
  readonly refusals: string[];
  close(): Promise<void>;
}

interface DeviceState {
  device: PushDevice;
  ecdh: ECDH;
  authSecret: Buffer;
  status: number;
  waiters: (() => void)[];
}

function jwkOfPoint(point: Buffer) {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292 3) and gives the claims and the key. */
function readVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, body, signature] = match[1].split('.') as [string, string, string];
  const key = createPublicKey({
    key: jwkOfPoint(Buffer.from(match[2], 'base64url')),
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') {
    throw new Error('the VAPID token is not ES256');
  }
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()), key: match[2] };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, DeviceState>();
  const refusals: string[] = [];
  let origin = '';

  async function handle(request: IncomingMessage): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const state = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !state) return 404;
    try {
      const vapid = readVapid(request.headers.authorization);
      if (vapid.claims.aud !== origin) throw new Error(`aud ${vapid.claims.aud} is not ${origin}`);
      if (vapid.claims.exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      }
      const body = await bodyOf(request);
      if (state.status >= 300) return state.status;
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: state.ecdh,
        authSecret: state.authSecret,
      });
      state.device.pushes.push({
        payload: JSON.parse(plain.toString('utf8')),
        ttl: Number(request.headers.ttl),
        topic: request.headers.topic as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        claims: vapid.claims,
        vapidPublicKey: vapid.key,
        receivedAt: Date.now(),
      });
      for (const wake of state.waiters.splice(0)) wake();
      return 201;
    } catch (error) {
      refusals.push((error as Error).message);
      return 400;
    }
  }

  const server: Server = createServer(
    { key: PUSH_SERVICE_KEY, cert: PUSH_SERVICE_CA },
    (req, res) => {
      handle(req).then(
        (status) => res.writeHead(status).end(),
        () => res.writeHead(500).end(),
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    refusals,
    device() {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const state: DeviceState = {
        ecdh,
        authSecret,
        status: 201,
        waiters: [],
        device: {
          subscription: {
            endpoint: `${origin}/push/${id}`,
            keys: {
              p256dh: ecdh.getPublicKey().toString('base64url'),
              auth: authSecret.toString('base64url'),
            },
          },
          pushes: [],
          answerWith(status) {
            state.status = status;
          },
          async push(nth = 1, timeoutMs = 10_000) {
            const deadline = Date.now() + timeoutMs;
            while (state.device.pushes.length < nth) {
              const left = deadline - Date.now();
              if (left <= 0) throw new Error(`no push #${nth} within ${timeoutMs} ms`);
              await new Promise<void>((resolve) => {
                const timer = setTimeout(resolve, left);
                state.waiters.push(() => {
                  clearTimeout(timer);
                  resolve();
                });
              });
            }
            return state.device.pushes[nth - 1] as ReceivedPush;
          },
        },
      };
      devices.set(id, state);
      return state.device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
