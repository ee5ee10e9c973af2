import type { RouteExamples } from './types.js';

const ID = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b';

const ready = {
  export: {
    id: ID,
    status: 'ready',
    requestedAt: '2026-12-15T09:00:00.000Z',
    readyAt: '2026-12-15T09:00:04.000Z',
    expiresAt: '2026-12-22T09:00:04.000Z',
    size: 48213,
  },
  nextRequestAt: '2026-12-16T09:00:00.000Z',
};
const preparing = {
  export: { ...ready.export, status: 'preparing', readyAt: null, expiresAt: null, size: null },
  nextRequestAt: '2026-12-16T09:00:00.000Z',
};
const none = { export: null, nextRequestAt: null };

const stateExamples = {
  valid: [ready, preparing, none],
  invalid: [
    {
      input: { ...ready, export: { ...ready.export, status: 'lost' } },
      message: 'Invalid option: expected one of "preparing"|"ready"|"failed"|"expired"',
    },
    { input: { ...ready, export: { ...ready.export, id: 'x' } }, message: 'Must be a valid id' },
  ],
};

export const privacyExamples: Record<'requestDataExport' | 'getDataExport', RouteExamples> = {
  requestDataExport: { response: stateExamples },
  getDataExport: { response: stateExamples },
};
