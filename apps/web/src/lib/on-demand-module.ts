import type { FormEvent } from 'react';

/**
 * A module a screen needs only once the person acts: `preload` starts the download (call it when
 * they first focus or press something), `run` uses the module, at once if it has arrived, else
 * as soon as it does. Loaded before the act, the act runs exactly as with a static import.
 */
export function onDemandModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the next act tries again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const run = (use: (module: M) => void): void => {
    if (loaded) {
      use(loaded);
      return;
    }
    preload().then(use, () => {});
  };
  const start = () => void preload().catch(() => {});
  /** Spread on a form: the first focus or press in it starts the download. */
  const preloadOnFirstTouch = { onFocus: start, onPointerDown: start };
  /** Spread on a form whose sending needs the module: loaded at the first touch, used on submit. */
  const submitsWith = (use: (module: M) => void) => ({
    ...preloadOnFirstTouch,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      run(use);
    },
  });
  return { preload: start, preloadOnFirstTouch, run, submitsWith };
}
