/**
 * What the bus does after its subscriber connection had a gap: `confirm` that Redis holds every
 * channel again, then tell `restored`, whose listeners make clients fetch what they missed.
 *
 * Gaps are reported in bursts: while a cluster shard's primary is down and not yet replaced,
 * ioredis tries its sharded subscriber again every few milliseconds and says 'subscribersReady'
 * after every failed try (hundreds in a 4 s failover), then again as the nodes' slot maps agree.
 * Told each time, a gateway sent every client a resync per report, and each fetched its chat
 * that many times at once (docs/RELIABILITY.md "On a Redis Cluster"). So:
 * - the confirmation waits until reports have paused for `settleMs`;
 * - one runs at a time; a report that settles while it runs runs it once more afterwards (it may
 *   have begun after the channels were confirmed);
 * - `restored` is told once the last run has succeeded, and not while a report made during it
 *   is still settling: the run that report starts tells it.
 */
export function gapRestore(options: {
  confirm: () => Promise<void>;
  restored: () => void;
  failed: (error: unknown) => void;
  stopped: () => boolean;
  settleMs: number;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;

  async function run(): Promise<void> {
    let confirmed = false;
    do {
      again = false;
      try {
        await options.confirm();
        confirmed = true;
      } catch (error) {
        // The connection dropped again: its next report runs this again.
        confirmed = false;
        options.failed(error);
      }
    } while (again && !options.stopped());
    running = false;
    if (confirmed && timer === undefined && !options.stopped()) options.restored();
  }

  function settled(): void {
    timer = undefined;
    if (options.stopped()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run();
  }

  return function gapReported() {
    if (options.stopped()) return;
    clearTimeout(timer);
    timer = setTimeout(settled, options.settleMs);
    // A bus being closed need not wait for it.
    timer.unref();
  };
}
