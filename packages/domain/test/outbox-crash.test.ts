import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { userChannel } from '@starmatch/contracts/bus-events';
import { JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { createDatabase, type DatabaseHandle } from '@starmatch/db/connection';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createMessaging, type Messaging } from '@starmatch/messaging/create-messaging';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxDispatcher } from '../src/events/outbox-dispatcher.js';
import { startOutboxRelay } from '../src/events/outbox-relay.js';
import { userFramesConsumer } from '../src/events/user-frames.js';

// Done when of issue 31: an event written by a committed change reaches the bus even when the
// process that committed it is killed right after the commit. A process of its own unmatches
// and is SIGKILLed the moment the commit is done; a relay then delivers the event, once. Runs on
// PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set, else on PGlite files (reopened
// after the kill, as `pnpm start` reopens them) and the in-process bus.

const log = { info() {}, warn() {}, error() {} };
const distributed = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
let server: TestDatabase | undefined;
let dataDir: string | undefined;
let database: DatabaseHandle;
let messaging: Messaging;

interface Crashed {
  matchId: string;
  unmatcher: string;
  other: string;
  signal: NodeJS.Signals | null;
}

/** Runs the unmatch in a process of its own and resolves once that process is dead. */
function unmatchThenDie(): Promise<Crashed> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'support/commit-then-die.mjs')],
    {
      env: {
        ...process.env,
        ...(server?.databaseUrl ? { CRASH_DATABASE_URL: server.databaseUrl } : {}),
        ...(dataDir ? { CRASH_DATA_DIR: dataDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const ids = new Promise<Omit<Crashed, 'signal'>>((resolve) =>
    lines.once('line', (line) => resolve(JSON.parse(line))),
  );
  const exit = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return Promise.all([ids, exit]).then(([crashed, signal]) => ({ ...crashed, signal }));
}

beforeAll(async () => {
  if (distributed) {
    server = await createTestDatabase();
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'starmatch-outbox-crash-'));
  }
});

afterAll(async () => {
  await messaging?.bus.close();
  await messaging?.queue.close();
  await messaging?.limiter.close();
  await messaging?.sockets.close();
  if (server) await server.destroy();
  else await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('an event committed by a process killed right after its commit', () => {
  it('reaches the bus through the relay, once, by its event id', async () => {
    const crashed = await unmatchThenDie();
    expect(crashed.signal).toBe('SIGKILL');

    database = server ? server.handle : await createDatabase({ dataDir });
    const { db } = database;
    // The unmatch committed, with its event, and nobody sent it.
    expect(
      await db.selectFrom('matches').select('id').where('id', '=', crashed.matchId).execute(),
    ).toEqual([]);
    const waiting = await db
      .selectFrom('outbox_events')
      .select(['id', 'type', 'payload'])
      .execute();
    expect(waiting).toEqual([
      {
        id: expect.any(String),
        type: 'match.ended',
        payload: {
          matchId: crashed.matchId,
          endedBy: crashed.unmatcher,
          otherUserId: crashed.other,
          cause: 'unmatch',
        },
      },
    ]);
    const eventId = waiting[0]?.id;

    messaging = createMessaging({
      ...(distributed ? { redis: singleRedis(process.env.REDIS_URL ?? '') } : {}),
      settings: JOB_SETTINGS,
      prefix: `outbox-crash-${process.pid}`,
      logger: log,
    });
    const heard: Array<{ userId: string; frame: unknown }> = [];
    let bothHeard: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      bothHeard = resolve;
    });
    for (const userId of [crashed.unmatcher, crashed.other]) {
      await messaging.bus.subscribe(userChannel(userId), (frame) => {
        heard.push({ userId, frame });
        if (heard.length === 2) bothHeard();
      });
    }

    const relayed: string[] = [];
    const dispatcher = createOutboxDispatcher({
      db,
      log,
      consumers: [
        userFramesConsumer({ bus: messaging.bus, db }),
        async (event) => {
          relayed.push(event.id);
          return [];
        },
      ],
    });
    const relay = startOutboxRelay({ db, dispatcher, log, intervalMs: 50, graceMs: 0 });
    await delivered;
    await relay.stop();
    await dispatcher.close();

    expect(relayed).toEqual([eventId]);
    const frame = { type: 'unmatched', matchId: crashed.matchId };
    expect(heard.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: crashed.unmatcher, frame },
        { userId: crashed.other, frame },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    // Delivered and deleted: another pass finds nothing, and nobody hears it again.
    expect(await db.selectFrom('outbox_events').select('id').execute()).toEqual([]);
    const again = startOutboxRelay({ db, dispatcher, log, intervalMs: 50, graceMs: 0 });
    expect(await again.runOnce()).toBe(0);
    await again.stop();
    expect(heard).toHaveLength(2);
    expect(relayed).toEqual([eventId]);
  });
});
