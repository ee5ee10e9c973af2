import { missing } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const join = {
  email: 'Kiri@Example.NZ ',
  ageGroup: '26-31',
  gender: 'female',
  isNzBased: true,
  ipAddress: '',
  userAgent: 'Mozilla/5.0',
};

export const publicExamples = {
  getWaitlistCount: {
    response: {
      valid: [{ count: 1024 }],
      invalid: [
        { input: { count: '1024' }, message: 'Invalid input: expected number, received string' },
      ],
    },
  },
  joinWaitlist: {
    body: {
      valid: [join, { ...join, ageGroup: '50+', gender: 'male', isNzBased: false }],
      invalid: [
        { input: { ...join, email: 'kiri' }, message: 'Please enter a valid email address.' },
        { input: { ...join, ageGroup: '' }, message: 'Please select your age group.' },
        { input: { ...join, ageGroup: '39-48' }, message: 'Please select your age group.' },
        { input: { ...join, gender: 'Female' }, message: 'Please select your gender.' },
        {
          input: { ...join, isNzBased: undefined },
          message: 'Please indicate if you are NZ based.',
        },
        { input: { ...join, isNzBased: 'yes' }, message: 'Please indicate if you are NZ based.' },
      ],
    },
    response: {
      valid: [{ message: 'Welcome to the waitlist!' }],
      invalid: [{ input: { msg: 'hi' }, message: missing('string') }],
    },
  },
  getAppConfig: {
    response: {
      valid: [{ launchMode: 'open' }, { launchMode: 'waitlist' }],
      invalid: [
        {
          input: { launchMode: 'beta' },
          message: 'Invalid option: expected one of "open"|"waitlist"',
        },
      ],
    },
  },
  getOpenApiDocument: {
    response: {
      valid: [
        {
          openapi: '3.1.1',
          info: { title: 'Starmatch API', version: '0.1.0' },
          paths: { '/healthz': { get: { operationId: 'health' } } },
          components: {},
        },
      ],
      invalid: [
        {
          input: {
            openapi: '3.0.3',
            info: { title: 'Starmatch API', version: '0.1.0' },
            paths: {},
          },
          message: 'Invalid input: expected "3.1.1"',
        },
      ],
    },
  },
  health: {
    response: {
      valid: [{ status: 'ok' }],
      invalid: [{ input: { status: 'fine' }, message: 'Invalid input: expected "ok"' }],
    },
  },
  readiness: {
    response: {
      valid: [
        { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
        { status: 'unavailable', checks: { database: 'ok', redis: 'fail' } },
      ],
      invalid: [
        {
          input: { status: 'ready', checks: { database: 'slow' } },
          message: 'Invalid option: expected one of "ok"|"fail"',
        },
      ],
    },
  },
} satisfies Record<string, RouteExamples>;
