export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

/**
 * A FIFO lock. PGlite is a single backend: one connection, one session state. Holding this for
 * the whole life of a checked-out client keeps a transaction's statements from interleaving
 * with anyone else's.
 */
export class Mutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  get locked(): boolean {
    return this.#locked;
  }

  /**
   * Resolves with a release function once the lock is ours. Rejects after `timeoutMs` so that
   * code asking for a second connection while holding the first (which would wait forever on a
   * one-connection database) fails loudly instead of hanging.
   */
  acquire(timeoutMs: number): Promise<() => void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter = (): void => {
        clearTimeout(timer);
        resolve(this.#releaser());
      };
      const timer = setTimeout(() => {
        const index = this.#waiters.indexOf(waiter);
        if (index !== -1) this.#waiters.splice(index, 1);
        reject(
          new LockTimeoutError(
            `Waited ${timeoutMs} ms for the PGlite connection; is a query running outside its transaction while the transaction holds it?`,
          ),
        );
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      // Hand the lock straight to the next waiter so nobody can jump the queue.
      if (next) next();
      else this.#locked = false;
    };
  }
}
