import type { Page } from 'playwright-core';

export interface LiveSocket {
  /** The gateway accepted the page's first socket (its 'connected' frame arrived). */
  connected: Promise<void>;
  /** That socket closed. */
  closed: Promise<void>;
}

/**
 * Watches the first real-time socket the page opens from now on, so a test can act once it is
 * live and see it closed, rather than race the page's connecting. Call before the page opens it.
 */
export function watchLiveSocket(page: Page): LiveSocket {
  let onConnected: () => void = () => {};
  let onClosed: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    onClosed = resolve;
  });
  let watching = false;
  page.on('websocket', (socket) => {
    if (watching) return;
    watching = true;
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"type":"connected"')) onConnected();
    });
    socket.on('close', () => onClosed());
  });
  return { connected, closed };
}
