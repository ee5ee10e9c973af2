import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@starmatch/contracts/realtime';
import { runWithRequestId } from '@starmatch/messaging/request-context';
import { traceHooks } from '@starmatch/messaging/trace-hooks';
import type { Logger } from 'pino';
import type { ReceivedFrame } from './receive-frame.js';
import { sendFrame } from './send-frame.js';
import type { SocketConnection } from './socket-connection.js';

type HandledFrame = Extract<ReceivedFrame, { handle: unknown }>;

/**
 * Runs the frame after the socket's earlier frames, one frame at a time per socket: two
 * messages sent in quick succession are stored and delivered in the order they were sent.
 * Different sockets still run side by side. A frame with a `late` answer not answered within
 * `answerDeadlineMs` of its arrival gets that answer; if it had not started by then it is not
 * run at all.
 */
export function takeTurn(
  connection: SocketConnection,
  { handle, late, type }: HandledFrame,
  options: { answerDeadlineMs: number; logger: Logger },
): void {
  const { socket, userId } = connection;
  const { answerDeadlineMs, logger } = options;
  let answered = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const answer = (frame: ServerFrame | null | undefined) => {
    if (answered) return;
    answered = true;
    clearTimeout(deadline);
    if (frame !== null && frame !== undefined) sendFrame(socket, frame);
  };
  if (late !== undefined) {
    deadline = setTimeout(() => {
      logger.warn({ userId, deadlineMs: answerDeadlineMs }, 'frame not answered in time');
      answer(late);
    }, answerDeadlineMs);
    // Never what keeps a stopping process alive: its socket is closing anyway.
    deadline.unref();
  }
  // Each frame is a request of its own (docs/ARCHITECTURE.md "One request id"): what it logs,
  // the events it writes and the jobs they cause carry its id.
  const requestId = randomUUID();
  const run = async () => {
    // Its deadline passed while it waited its turn: the client was told to try again, so
    // running it now would only race that retry.
    if (answered) return;
    try {
      answer(await handle());
    } catch (error: unknown) {
      logger.error({ err: error, userId }, 'socket message failed');
      answer(late);
    }
  };
  const hooks = traceHooks();
  // With tracing on, a trace of its own too (docs/ARCHITECTURE.md "Tracing").
  const traced =
    hooks === undefined
      ? run
      : () => hooks.continueTrace({ name: `ws ${type}`, kind: 'server' }, undefined, run);
  const turn = (connection.turn ?? Promise.resolve()).then(() =>
    runWithRequestId(requestId, traced),
  );
  connection.turn = turn;
  // The last frame in line done: the socket is idle again and holds no promise.
  const done = () => {
    if (connection.turn === turn) connection.turn = undefined;
  };
  turn.then(done, done);
}
