// The gateway `pnpm bench:chat` runs: apps/realtime's main.ts, built from the same factories,
// with timing wrappers around its database, bus and limiter, so the gateway's own code carries
// no benchmark hook. Answers 'trace' on the IPC channel with what it timed (chat-trace.ts reads
// it). The wrappers add a Map write or two per call; their cost is in the noise of the figures.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadRealtimeConfig } from '../apps/realtime/dist/config.js';
import { createGateway } from '../apps/realtime/dist/create-gateway.js';
import { createLogger } from '../packages/service-kit/dist/logger.js';
import { openServiceInfrastructure } from '../packages/service-kit/dist/open-service-infrastructure.js';
import { stopOnSignals } from '../packages/service-kit/dist/shutdown.js';

// Wall-clock ms with sub-ms precision, comparable across the bench's processes.
const now = () => performance.timeOrigin + performance.now();

/** Per clientMessageId: [insert committed, publish started, publish answered, heard on the bus]. */
const messages = new Map();
/** Per query kind ('InsertQueryNode messages'), durations in ms from compile to result. */
const queries = new Map();
const limiterTakes = [];
/** Per account, in order: [limiter asked, limiter answered] for each of its sends. */
const limiterByAccount = new Map();
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

function stampOf(clientMessageId) {
  let stamps = messages.get(clientMessageId);
  if (!stamps) {
    stamps = [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
    messages.set(clientMessageId, stamps);
  }
  return stamps;
}

function kindOf(node) {
  const table = node.into ?? node.table ?? node.from?.froms?.[0];
  return `${node.kind} ${table?.table?.identifier?.name ?? ''}`.trim();
}

const started = new Map();
const timingPlugin = {
  transformQuery({ node, queryId }) {
    started.set(queryId.queryId, [kindOf(node), now()]);
    return node;
  },
  async transformResult({ result, queryId }) {
    const at = now();
    const begun = started.get(queryId.queryId);
    started.delete(queryId.queryId);
    if (begun) {
      const [kind, from] = begun;
      if (!queries.has(kind)) queries.set(kind, []);
      queries.get(kind).push(at - from);
      // The messages' insert: alone, or (since issue 31) in a statement with its outbox events
      // that reads back `inserted`.
      if (kind === 'InsertQueryNode messages' || kind === 'SelectQueryNode inserted') {
        for (const row of result.rows)
          if (row.client_message_id) stampOf(row.client_message_id)[0] = at;
      }
    }
    return result;
  },
};

const idOf = (event) =>
  event?.type === 'new_message' ? (event.message?.clientMessageId ?? undefined) : undefined;

function traced(infrastructure) {
  const { bus, limiter, database } = infrastructure;
  return {
    ...infrastructure,
    database: { ...database, db: database.db.withPlugin(timingPlugin) },
    bus: {
      ...bus,
      async publish(channel, event) {
        const id = idOf(event);
        if (id !== undefined && Number.isNaN(stampOf(id)[1])) stampOf(id)[1] = now();
        await bus.publish(channel, event);
        if (id !== undefined) stampOf(id)[2] = now();
      },
      subscribe(channel, handler) {
        return bus.subscribe(channel, (event) => {
          const id = idOf(event);
          if (id !== undefined && Number.isNaN(stampOf(id)[3])) stampOf(id)[3] = now();
          return handler(event);
        });
      },
    },
    limiter: {
      ...limiter,
      async take(charges, options) {
        const from = now();
        const taken = await limiter.take(charges, options);
        const to = now();
        limiterTakes.push(to - from);
        const account = charges[0]?.key;
        if (!limiterByAccount.has(account)) limiterByAccount.set(account, []);
        limiterByAccount.get(account).push([from, to]);
        return taken;
      },
    },
  };
}

// BENCH_CHAT_CPU_PROF=<dir>: a V8 CPU profile from start-up to the 'trace' question, written
// there (--cpu-prof itself is not allowed in NODE_OPTIONS).
const profileDir = process.env.BENCH_CHAT_CPU_PROF;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
}

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'trace') return;
    profiler?.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          `${profileDir}/gateway-${process.pid}.cpuprofile`,
          JSON.stringify(result.profile),
        );
    });
    process.send({
      messages: [...messages],
      queries: [...queries],
      limiterTakes,
      limiterByAccount: [...limiterByAccount],
      loopDelayMs: {
        p50: loopDelay.percentile(50) / 1e6,
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
    });
  });
  // The channel must not keep a stopping server alive.
  process.channel.unref();
}

const config = loadRealtimeConfig();
const logger = createLogger('realtime', config.logLevel);
const infrastructure = traced(await openServiceInfrastructure('realtime', config, logger));
const { app } = await createGateway(config, { infrastructure, ownsInfrastructure: true });
stopOnSignals(() => app.close(), logger);
await app.listen({ host: config.host, port: config.port });
