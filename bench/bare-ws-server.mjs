// The yardstick of `pnpm bench:sockets`: a `ws` server and nothing else (no authentication, no
// heartbeat, no bus), on a plain HTTP server, holding whatever sockets are opened to it. It logs
// the line startService waits for.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer();
const sockets = new WebSocketServer({ server, path: '/ws' });
server.listen(0, '127.0.0.1', () => {
  console.log(`Server listening at http://127.0.0.1:${server.address().port}`);
});
process.once('SIGTERM', () => {
  for (const socket of sockets.clients) socket.terminate();
  server.close(() => process.exit(0));
});
