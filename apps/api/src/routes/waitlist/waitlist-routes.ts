import type { FastifyInstance } from 'fastify';
import { joinWaitlistRoute } from './join-waitlist-route.js';
import { waitlistCountRoute } from './waitlist-count-route.js';

/** The waitlist of the pre-launch landing page: its count and joining it. */
export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  await app.register(waitlistCountRoute);
  await app.register(joinWaitlistRoute);
}
