// The peer `pnpm bench:chat` measures ours against: the usual way to relay a chat across
// processes, a Socket.IO server with @socket.io/redis-adapter, doing the durable part of our
// work the plain way: each message one INSERT (one commit) into the same messages table from a
// pool as big as ours (10), then one emit to the receiver's and the sender's rooms, which the
// adapter carries to the other servers over Redis. It checks no ticket, membership or limit
// (the bench's people are who they say): less work than ours does per message.
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Server } from 'socket.io';
import { newMessageId } from '../../packages/db/dist/queries/messages.js';

const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
const publisher = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const subscriber = publisher.duplicate();
const http = createServer();
const io = new Server(http, {
  transports: ['websocket'],
  adapter: createAdapter(publisher, subscriber, { key: `${env.REDIS_PREFIX}:socket.io` }),
});
const room = (userId) => `user:${userId}`;

io.on('connection', (socket) => {
  const { userId } = socket.handshake.auth;
  socket.join(room(userId));
  socket.on('send_message', async (frame) => {
    try {
      const { rows } = await pool.query(
        `insert into messages (id, match_id, sender_id, receiver_id, content, client_message_id)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (sender_id, client_message_id) do nothing returning *`,
        [
          newMessageId(),
          frame.matchId,
          userId,
          frame.otherUserId,
          frame.content,
          frame.clientMessageId,
        ],
      );
      const row = rows[0];
      if (!row) return;
      io.to(room(frame.otherUserId))
        .to(room(userId))
        .emit('new_message', {
          matchId: row.match_id,
          message: {
            id: row.id,
            senderId: row.sender_id,
            receiverId: row.receiver_id,
            content: row.content,
            createdAt: row.created_at.toISOString(),
            clientMessageId: row.client_message_id,
          },
        });
    } catch (error) {
      socket.emit('send_failed', { clientMessageId: frame.clientMessageId, error: String(error) });
    }
  });
});

async function stop() {
  io.close();
  await Promise.all([pool.end(), publisher.quit(), subscriber.quit()]);
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

http.listen(0, '127.0.0.1', () => {
  // What @starmatch/test-support's startService waits for.
  console.log(`Server listening at http://127.0.0.1:${http.address().port}`);
});
