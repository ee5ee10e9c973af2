import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The contract refused the request: a 400 with the problem's message and nothing else. */
export function expectValidationFailed(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
}
