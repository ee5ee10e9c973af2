import type { ChatLoad } from './chat-load.js';

/** One chat implementation under the bench's load, its servers up and its sockets open. */
export interface MeasuredChat {
  load: ChatLoad;
  /** What else it has to say after the runs (ours: where the time went). */
  report(): Promise<string>;
  stop(): Promise<void>;
}
