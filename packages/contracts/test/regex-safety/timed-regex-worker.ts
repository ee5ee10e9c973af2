import { Worker } from 'node:worker_threads';

// Runs a pattern against inputs off the test's thread, where a pattern that backtracks for
// minutes can be stopped: a worker that has not answered an input within the budget is
// terminated (a regular expression cannot be interrupted any other way) and a new one started.

/** The worker tests each input in turn and answers after each one. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ source, flags, inputs }) => {
  const pattern = new RegExp(source, flags);
  for (let index = 0; index < inputs.length; index += 1) {
    try {
      pattern.lastIndex = 0;
      pattern.test(inputs[index]);
      parentPort.postMessage({ index });
    } catch (error) {
      // A pattern that throws on an input (a stack overflow) is as bad as one that hangs.
      parentPort.postMessage({ index, error: String(error) });
      return;
    }
  }
  parentPort.postMessage({ done: true });
});
`;

export type Verdict =
  | { readonly answered: true; readonly error?: string }
  /** The input the worker was still on when the budget ran out. */
  | { readonly answered: false; readonly input: string };

export class TimedRegexWorker {
  private worker = new Worker(WORKER_SOURCE, { eval: true });

  constructor(private readonly budgetMs: number) {}

  /** Whether every input was answered within the budget, or the first that was not. */
  run(pattern: RegExp, inputs: readonly string[]): Promise<Verdict> {
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      let next = 0;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          worker.off('message', onMessage);
          worker.off('error', reject);
          void worker.terminate();
          this.worker = new Worker(WORKER_SOURCE, { eval: true });
          resolve({ answered: false, input: inputs[next] ?? '' });
        }, this.budgetMs);
      };
      const onMessage = (message: { index?: number; error?: string; done?: boolean }) => {
        if (message.error !== undefined || message.done) {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', reject);
          resolve(
            message.error === undefined
              ? { answered: true }
              : { answered: true, error: message.error },
          );
          return;
        }
        next = (message.index ?? 0) + 1;
        arm();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      arm();
      worker.postMessage({ source: pattern.source, flags: pattern.flags, inputs });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
