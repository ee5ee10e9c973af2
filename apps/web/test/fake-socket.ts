import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse } from './render-app';

/** Stands in for the browser's WebSocket; the test plays the gateway. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** Every frame the client sent, parsed. */
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN)
      throw new Error('Sent on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The gateway accepts the ticket and says 'connected'. */
  async connect(userId: string) {
    await act(async () => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
      this.onmessage?.(
        new MessageEvent('message', { data: JSON.stringify({ type: 'connected', userId }) }),
      );
    });
  }

  async receive(frame: unknown) {
    await act(async () => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
    });
  }

  async serverClose(code: number) {
    await act(async () => this.close(code));
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

export function latestSocket(): FakeWebSocket {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error('No WebSocket was opened');
  return socket;
}

/** The API's answer to `POST /api/realtime/ticket`: the ticket of one socket. */
export function ticketAnswer(ticket: string): Response {
  return jsonResponse({ ticket, expiresAt: '2030-01-01T00:00:00.000Z' }, { status: 201 });
}
