import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import type { RealtimeTicketResponse } from '@starmatch/contracts/realtime-ticket';
import { apiCall } from './api-call';

/** POST /api/realtime/ticket: a single-use ticket, so the session token never goes in a URL. */
export function createRealtimeTicket(): Promise<RealtimeTicketResponse> {
  return apiCall(chatRoutes.createRealtimeTicket);
}
