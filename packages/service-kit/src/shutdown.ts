import type { Logger } from 'pino';

export const FORCE_EXIT_AFTER_MS = 15_000;

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits. If stopping hangs (a stuck connection),
 * the process exits anyway after `forceExitAfterMs` so an orchestrator's restart is never blocked.
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  logger: Logger,
  { forceExitAfterMs = FORCE_EXIT_AFTER_MS }: { forceExitAfterMs?: number } = {},
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ signal }, 'shutdown timed out; exiting');
      process.exit(1);
    }, forceExitAfterMs);
    timer.unref();
    stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handle);
  process.once('SIGTERM', handle);
}
