import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { frameRefusal, postRefusal } from '@/features/chat/send-refusal';
import { ApiError } from '@/lib/api-client';

describe('whether a refused send is worth another try', () => {
  it('reads an error frame by its retryable flag, and a silent one as final', () => {
    expect(frameRefusal({ message: 'Failed to send message', retryable: true })).toEqual({
      retryable: true,
      reason: 'Failed to send message',
    });
    expect(frameRefusal({ message: 'Match not found', retryable: false })).toEqual({
      retryable: false,
      reason: 'Match not found',
    });
    expect(frameRefusal({ message: 'Match not found' })).toEqual({
      retryable: false,
      reason: 'Match not found',
    });
    expect(frameRefusal({ message: WS_ERROR_MESSAGES.rateLimited })).toEqual({
      retryable: false,
      reason: WS_ERROR_MESSAGES.rateLimited,
    });
  });

  it('retries a POST that got no answer or a server fault, and not one the server refused', () => {
    expect(postRefusal(new TypeError('Failed to fetch'))).toEqual({ retryable: true });
    expect(postRefusal(new ApiError(503, ''))).toEqual({ retryable: true });
    expect(postRefusal(new ApiError(404, '{"message":"Not found"}'))).toEqual({ retryable: false });
    expect(
      postRefusal(new ApiError(429, '{"message":"Slow down, please.","code":"RATE_LIMITED"}')),
    ).toEqual({ retryable: false, reason: 'Slow down, please.' });
  });
});
