import { describeChatSending } from '@starmatch/test-support/chat-sending-suite';
import { socketChatTransport } from './support/socket-chat-transport.js';

// POST /api/messages runs the same suite in apps/api/test/chat/chat-sending.test.ts.
describeChatSending('send_message on the socket', socketChatTransport);
