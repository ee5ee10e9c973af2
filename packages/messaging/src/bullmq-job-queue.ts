import { randomUUID } from 'node:crypto';
import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { jobEnvelope, openJobEnvelope } from './job-envelope.js';
import type { JobProcessor, JobQueue, JobSettings } from './job-queue.js';
import {
  JobFailedError,
  JobTimeoutError,
  QueueClosedError,
  UnrecoverableJobError,
} from './job-queue.js';
import {
  checkNewJob,
  checkNewWorkers,
  DEFAULT_WAIT_TIMEOUT_MS,
  errorMessage,
  JOB_LOCK_MS,
  KEEP_COMPLETED,
  KEEP_FAILED,
  KEEP_FAILED_SECRETS,
  MAX_STALLED_RUNS,
  STALLED_CHECK_MS,
  settingsFor,
  workerConcurrency,
} from './job-settings.js';
import { inProcessSpan, inSendSpan } from './job-spans.js';
import type { MessagingLogger } from './logger.js';
import {
  closeRedisConnection,
  createRedisConnection,
  type RedisClient,
  whenReady,
} from './redis-connection.js';
import { isCluster, type RedisTarget } from './redis-target.js';
import { runWithRequestId } from './request-context.js';

/** Lets BullMQ's own timeout clean up its listeners just after ours has answered the caller. */
const WAIT_CLEANUP_GRACE_MS = 1000;

/** The distributed-mode queue: one BullMQ queue per job name, so each name scales on its own. */
export function createBullmqJobQueue(options: {
  redis: RedisTarget;
  prefix: string;
  settings: Record<string, JobSettings>;
  logger: MessagingLogger;
}): JobQueue {
  const { redis, settings, logger } = options;
  // BullMQ's scripts touch several keys of a queue at once, which on a cluster must share a
  // slot: the braces make the prefix their hash tag. A single server keeps the names of old,
  // so a running deployment keeps its queues.
  const prefix = isCluster(redis) ? `{${options.prefix}}` : options.prefix;
  // Producers should fail a command after a few retries; BullMQ requires workers to retry forever.
  const producer = createRedisConnection(redis, `${options.prefix}:queue`, logger);
  let consumer: RedisClient | undefined;
  const queues = new Map<string, Queue>();
  const queueEvents = new Map<string, QueueEvents>();
  const workers = new Map<string, Worker>();
  const abandoners = new Set<(error: Error) => void>();
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing) throw new QueueClosedError();
  }

  function consumerConnection(): RedisClient {
    consumer ??= createRedisConnection(redis, `${options.prefix}:worker`, logger, {
      maxRetriesPerRequest: null,
    });
    return consumer;
  }

  /**
   * BullMQ waits for a shared connection that is not ready yet itself, and should that
   * connection close first (Redis unreachable, or refusing the password, until shutdown) the
   * wait rejects on an emitter whose listeners its close() removed: an unhandled rejection,
   * which ends the process. So BullMQ's objects are made only once their connection is ready.
   */
  async function readyFor(connection: RedisClient, name: string): Promise<void> {
    await whenReady(connection, name);
    assertOpen();
  }

  async function queueFor(name: string): Promise<Queue> {
    let queue = queues.get(name);
    if (queue) return queue;
    await readyFor(producer, `${options.prefix}:queue`);
    queue = queues.get(name);
    if (!queue) {
      // Outside the request that first enqueues this name: the queue outlives it.
      queue = runWithRequestId(undefined, () => new Queue(name, { connection: producer, prefix }));
      queue.on('error', (error) => logger.warn({ err: error, jobName: name }, 'queue error'));
      queues.set(name, queue);
    }
    return queue;
  }

  async function eventsFor(name: string): Promise<QueueEvents> {
    let events = queueEvents.get(name);
    if (!events) {
      // Read from the stream's newest entry now, not from '$' when its first XREAD finally goes
      // out (after a CLIENT SETNAME round trip, later still on a cluster's duplicate
      // connection): a job added and finished in between would never be heard of.
      const [newest] = await producer.xrevrange(
        (await queueFor(name)).toKey('events'),
        '+',
        '-',
        'COUNT',
        1,
      );
      await readyFor(consumerConnection(), `${options.prefix}:worker`);
      if (queueEvents.has(name)) return eventsFor(name);
      // QueueEvents blocks on XREAD, so BullMQ gives it a duplicate of this connection.
      events = runWithRequestId(
        undefined,
        () =>
          new QueueEvents(name, {
            connection: consumerConnection(),
            prefix,
            lastEventId: newest?.[0] ?? '0-0',
          }),
      );
      events.on('error', (error) =>
        logger.warn({ err: error, jobName: name }, 'queue events error'),
      );
      queueEvents.set(name, events);
    }
    await events.waitUntilReady();
    return events;
  }

  async function add(name: string, payload: unknown, jobId?: string, delayMs?: number) {
    assertOpen();
    const jobSettings = checkNewJob(settings, name, jobId);
    // Never BullMQ's counter: it starts again at 1 when Redis loses its data, and a job id is
    // what processors key their idempotency on (an email's delivery record).
    const id = jobId ?? randomUUID();
    // The span the job's envelope names as its parent: the worker's span continues from here.
    return inSendSpan('bullmq', { name, id }, () =>
      addNow(name, payload, id, jobSettings, delayMs),
    );
  }

  async function addNow(
    name: string,
    payload: unknown,
    jobId: string,
    jobSettings: JobSettings,
    delayMs: number | undefined,
  ) {
    const job = await (await queueFor(name)).add(name, jobEnvelope(payload), {
      jobId,
      ...(delayMs ? { delay: delayMs } : {}),
      attempts: jobSettings.attempts,
      backoff: { type: 'exponential', delay: jobSettings.backoffMs },
      removeOnComplete: jobSettings.holdsSecrets ? true : KEEP_COMPLETED,
      removeOnFail: jobSettings.holdsSecrets ? KEEP_FAILED_SECRETS : KEEP_FAILED,
    });
    return job as Job & { id: string };
  }

  function wrap(processor: JobProcessor) {
    return (job: Job) => {
      const { payload, requestId, traceparent } = openJobEnvelope(job.data);
      const run = async () => {
        try {
          return await processor(payload, {
            jobId: job.id!,
            attempt: job.attemptsMade + 1,
            ...(requestId === undefined ? {} : { requestId }),
          });
        } catch (error) {
          if (error instanceof UnrecoverableJobError) throw new UnrecoverableError(error.message);
          throw error;
        }
      };
      // The enqueuing request's trace goes on here, in the worker (docs/ARCHITECTURE.md "Tracing").
      return runWithRequestId(requestId, () =>
        inProcessSpan(
          'bullmq',
          { name: job.name, id: job.id ?? '', attempt: job.attemptsMade + 1, traceparent },
          run,
        ),
      );
    };
  }

  function startOne(name: string, processor: JobProcessor, concurrency: number): Worker {
    const worker = new Worker(name, wrap(processor), {
      connection: consumerConnection(),
      prefix,
      concurrency,
      lockDuration: JOB_LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      maxStalledCount: MAX_STALLED_RUNS,
    });
    worker.on('stalled', (jobId) => {
      // Its worker died (or stalled for seconds): the job runs again.
      logger.warn({ jobName: name, jobId }, 'job stalled; running it again');
    });
    worker.on('failed', (job, error) => {
      // attemptsMade already counts the attempt that just failed.
      // BullMQ emits 'failed' outside the job's context: the line names the request itself.
      const { requestId } = openJobEnvelope(job?.data);
      const log = {
        jobName: name,
        jobId: job?.id,
        attempt: job?.attemptsMade,
        err: error,
        ...(requestId === undefined ? {} : { requestId }),
      };
      logger.warn(log, 'job attempt failed');
      const final =
        !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) logger.error(log, 'job failed');
    });
    worker.on('error', (error) => logger.error({ err: error, jobName: name }, 'worker error'));
    workers.set(name, worker);
    return worker;
  }

  return {
    async enqueue(name, payload, enqueueOptions) {
      return (await add(name, payload, enqueueOptions?.jobId, enqueueOptions?.delayMs)).id;
    },

    async enqueueAndWait(name, payload, waitOptions) {
      const timeoutMs = waitOptions?.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
      assertOpen();
      settingsFor(settings, name);
      // Listening before adding: waitUntilFinished also checks for a job that finished already.
      const events = await eventsFor(name);
      const job = await add(name, payload);
      return new Promise((resolve, reject) => {
        const settle = (outcome: () => void) => {
          clearTimeout(timer);
          abandoners.delete(abandon);
          outcome();
        };
        const abandon = (error: Error) => settle(() => reject(error));
        const timer = setTimeout(
          () => abandon(new JobTimeoutError(name, job.id, timeoutMs)),
          timeoutMs,
        );
        abandoners.add(abandon);
        job.waitUntilFinished(events, timeoutMs + WAIT_CLEANUP_GRACE_MS).then(
          (value: unknown) => settle(() => resolve(value)),
          (error: unknown) => abandon(new JobFailedError(name, job.id, errorMessage(error))),
        );
      });
    },

    async startWorker(processors, workerOptions) {
      assertOpen();
      const concurrency = workerConcurrency(workerOptions);
      const names = Object.keys(processors);
      checkNewWorkers(settings, names, (name) => workers.has(name));
      await readyFor(consumerConnection(), `${options.prefix}:worker`);
      checkNewWorkers(settings, names, (name) => workers.has(name));
      const started = names.map((name) => startOne(name, processors[name]!, concurrency));
      await Promise.all(started.map((worker) => worker.waitUntilReady()));
    },

    async depths(names) {
      assertOpen();
      const counts = await Promise.all(
        names.map(async (name) =>
          (await queueFor(name)).getJobCounts('waiting', 'prioritized', 'active', 'delayed'),
        ),
      );
      return Object.fromEntries(
        names.map((name, index) => {
          const count = counts[index] ?? {};
          return [
            name,
            {
              waiting: (count.waiting ?? 0) + (count.prioritized ?? 0),
              active: count.active ?? 0,
              delayed: count.delayed ?? 0,
            },
          ];
        }),
      );
    },

    async ping() {
      assertOpen();
      // A process that consumes is ready only while its workers hold a live connection too.
      // Checked first: it answers at once, where a ping waits for a reconnect.
      if (consumer && consumer.status !== 'ready') {
        throw new Error('the job workers are not connected to Redis');
      }
      for (const [name, worker] of workers) {
        if (!worker.isRunning()) throw new Error(`the worker for ${name} is not running`);
      }
      await producer.ping();
    },

    close() {
      closing ??= (async () => {
        // Workers first: close() lets in-flight jobs finish, and their results still reach waiters.
        await Promise.allSettled([...workers.values()].map((worker) => worker.close()));
        for (const abandon of abandoners) abandon(new QueueClosedError());
        await Promise.allSettled([...queueEvents.values()].map((events) => events.close()));
        await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
        await closeRedisConnection(producer);
        if (consumer) await closeRedisConnection(consumer);
      })();
      return closing;
    },
  };
}
