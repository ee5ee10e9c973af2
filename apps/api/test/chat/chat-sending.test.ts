import { describeChatSending } from '@starmatch/test-support/chat-sending-suite';
import { restChatTransport } from './rest-chat-transport.js';

// The socket runs the same suite in apps/realtime/test/chat-sending.test.ts.
describeChatSending('POST /api/messages', restChatTransport);
