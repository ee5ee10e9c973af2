import type { AddressInfo } from 'node:net';
import { loadRealtimeConfig } from '@starmatch/realtime/config';
import { createGateway } from '@starmatch/realtime/create-gateway';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import { call } from './call.js';
import type { Person } from './people.js';
import type { TestApi } from './test-api.js';

export interface ApiGateway {
  /** A new socket of the person's (another tab), connected. */
  connect(person: Person): Promise<TestSocket>;
  close(): Promise<void>;
}

/**
 * The real gateway on the API's own database and bus, as the single-process mode runs it (and
 * as a separate process does in the distributed mode, through the same Redis), so a test sees
 * what the API's events and the gateway's cache do together. Tickets come from the API.
 */
export async function startApiGateway(api: TestApi): Promise<ApiGateway> {
  const config = loadRealtimeConfig({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    // Closed with sockets still open: at once, not spread as a restart in service is.
    GATEWAY_DRAIN_WINDOW_MS: '0',
  });
  const { app } = await createGateway(config, { infrastructure: api.infrastructure });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const sockets: TestSocket[] = [];
  return {
    async connect(person) {
      const ticket = await call(api, 'POST', '/api/realtime/ticket', undefined, {
        token: person.token,
      });
      if (ticket.statusCode !== 201) throw new Error(ticket.body);
      const socket = openSocket(`ws://127.0.0.1:${port}/ws?token=${ticket.json().ticket}`);
      sockets.push(socket);
      await socket.next('connected');
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.socket.close();
      await app.close();
    },
  };
}
