import type { Page } from 'playwright-core';

type Frame = Record<string, unknown>;

export interface SocketFrames {
  /** Every frame the page sent a gateway, parsed, oldest first. */
  sent: readonly Frame[];
  /** Every frame a gateway sent the page, parsed, oldest first. */
  received: readonly Frame[];
}

/**
 * Records what the page's real-time sockets carry, from now on, without standing in their way
 * (socketSwitch routes them, to cut them). Call before the page opens its socket.
 */
export function recordSocketFrames(page: Page): SocketFrames {
  const sent: Frame[] = [];
  const received: Frame[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload)) as Frame));
    socket.on('framereceived', ({ payload }) => {
      received.push(JSON.parse(String(payload)) as Frame);
    });
  });
  return { sent, received };
}
