import WebSocket from 'ws';

// One browser tab of the rolling-restart benchmark: it holds a socket and, when the gateway
// closes it, comes back as the SPA's realtime-socket.ts does: wait `delay(attempt)`, ask for a
// fresh ticket, open a socket to a gateway that is ready, and try again (attempt + 1) on failure.

const ORIGIN = 'http://localhost:3000';
/** Closes after which the SPA reconnects; any other the bench counts as a failure. */
const RECONNECTING_CODES = new Set([1001, 1006, 1012]);

export interface RestartClientOptions {
  /** Issues a ticket (the api's database write); the bench counts each call. */
  ticket(): Promise<string>;
  /** Where a new socket goes: the balancer's pick among the gateways that are ready. */
  target(): string;
  /** The wait before reconnect attempt `attempt` (0-based). */
  delay(attempt: number): number;
  onConnected(client: RestartClient): void;
  onFrame(client: RestartClient, frame: Record<string, unknown>): void;
  onFailure(client: RestartClient, reason: string): void;
}

export class RestartClient {
  socket: WebSocket | undefined;
  /** Sockets of this tab that reached 'connected'. */
  connections = 0;
  private attempt = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly userId: string,
    private readonly options: RestartClientOptions,
  ) {}

  /** The first socket; resolves once the gateway said 'connected'. */
  open(): Promise<void> {
    return this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.terminate();
  }

  private async connect(): Promise<void> {
    const ticket = await this.options.ticket();
    if (this.stopped) return;
    await new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${this.options.target()}?token=${ticket}`, { origin: ORIGIN });
      this.socket = socket;
      let opened = false;
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Record<string, unknown>;
        if (frame.type !== 'connected') {
          this.options.onFrame(this, frame);
          return;
        }
        opened = true;
        this.attempt = 0;
        this.connections += 1;
        this.options.onConnected(this);
        resolve();
      });
      // A draining gateway answers 503: the close that follows sends the tab round again.
      socket.on('unexpected-response', (_request, response) => {
        response.resume();
        socket.terminate();
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        if (!opened) {
          reject(new Error(`closed with ${code} before 'connected'`));
          return;
        }
        if (this.stopped) return;
        if (RECONNECTING_CODES.has(code)) this.reconnectLater();
        else this.options.onFailure(this, `closed with ${code}`);
      });
    });
  }

  private reconnectLater(): void {
    const wait = this.options.delay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.connect().catch(() => {
        if (!this.stopped) this.reconnectLater();
      });
    }, wait);
  }
}
