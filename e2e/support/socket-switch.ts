import type { BrowserContext, WebSocketRoute } from 'playwright-core';

// What a connection lost on the network looks like to the page: "closed abnormally".
const ABNORMAL_CLOSURE = 1006;

export interface SocketSwitch {
  /** Closes every live socket of the context as a lost network would, and refuses new ones. */
  drop(): Promise<void>;
  /** Lets the app's next reconnect through to the gateway. */
  restore(): void;
  /**
   * From now on the frames the pages send are lost on the way while their sockets stay open, as
   * on a half-open connection: the app sees no close, and the gateway hears nothing.
   */
  loseSent(): void;
  /** Frames the pages send reach the gateway again. */
  deliverSent(): void;
  /** Every frame the pages sent to a gateway (lost ones too), parsed, oldest first. */
  framesSent(): ReadonlyArray<Record<string, unknown>>;
}

/**
 * Puts every WebSocket of the context through Playwright's router, connected to the real gateway,
 * so a test can cut the real-time channel of one person while their REST calls carry on.
 * Call before the pages open their sockets.
 */
export async function socketSwitch(context: BrowserContext): Promise<SocketSwitch> {
  let blocked = false;
  let losing = false;
  const live = new Set<WebSocketRoute>();
  const sent: Array<Record<string, unknown>> = [];

  await context.routeWebSocket(/\/ws(\?|$)/, (page) => {
    if (blocked) {
      void page.close({ code: ABNORMAL_CLOSURE, reason: 'network down (test)' });
      return;
    }
    const gateway = page.connectToServer();
    live.add(page);
    page.onMessage((message) => {
      sent.push(JSON.parse(String(message)) as Record<string, unknown>);
      if (!losing) gateway.send(message);
    });
    page.onClose((code, reason) => {
      live.delete(page);
      // The route's server side is a real browser WebSocket: it may only send 1000 or 3000-4999.
      const sendable = code === 1000 || (code !== undefined && code >= 3000 && code <= 4999);
      void gateway.close(sendable ? { code, reason } : {});
    });
    gateway.onClose((code, reason) => {
      live.delete(page);
      void page.close({ code, reason });
    });
  });

  return {
    async drop() {
      blocked = true;
      const closing = [...live];
      live.clear();
      await Promise.all(
        closing.map((page) =>
          page.close({ code: ABNORMAL_CLOSURE, reason: 'network down (test)' }),
        ),
      );
    },
    restore() {
      blocked = false;
    },
    loseSent() {
      losing = true;
    },
    deliverSent() {
      losing = false;
    },
    framesSent: () => sent,
  };
}
