/**
 * Gathers the calls made within `windowMs` (at most `maxItems`) into one `run` of them all, so
 * many small writes become one statement. Each call settles with the run that took it: resolved
 * once its item is written, rejected with the run's error.
 */
export function batchedCalls<T>(
  run: (items: T[]) => Promise<void>,
  options: { windowMs: number; maxItems: number },
): (item: T) => Promise<void> {
  let waiting: Array<{ item: T; settle: (error?: unknown) => void }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    run(batch.map((entry) => entry.item)).then(
      () => {
        for (const entry of batch) entry.settle();
      },
      (error: unknown) => {
        for (const entry of batch) entry.settle(error ?? new Error('the batch failed'));
      },
    );
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (waiting.length >= options.maxItems) flush();
      else if (timer === undefined) timer = setTimeout(flush, options.windowMs);
    });
}
