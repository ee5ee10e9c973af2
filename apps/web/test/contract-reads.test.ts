import { appConfigRead, waitlistCountRead } from 'virtual:contract-reads';
import { metaRoutes } from '@starmatch/contracts/api-routes-meta';
import { waitlistRoutes } from '@starmatch/contracts/api-routes-waitlist';
import { describe, expect, it } from 'vitest';
import { assertSupportedShape, parseJsonShape, ResponseShapeError } from '@/lib/json-shape';

// The landing's reads are checked without zod (build/contract-reads.ts). Each answer below must
// get the same verdict, and the same value, from that check as from the contract's zod schema.
const cases = [
  {
    read: appConfigRead,
    route: metaRoutes.getAppConfig,
    answers: [
      { launchMode: 'open' },
      { launchMode: 'waitlist' },
      { launchMode: 'waitlist', extra: 1 },
      { launchMode: 'closed' },
      { launchMode: 'Open' },
      { launchMode: null },
      {},
      [],
      null,
      'open',
    ],
  },
  {
    read: waitlistCountRead,
    route: waitlistRoutes.getWaitlistCount,
    answers: [
      { count: 0 },
      { count: 1234 },
      { count: 1, other: 'x' },
      { count: -1 },
      { count: 1.5 },
      { count: '3' },
      { count: Number.MAX_SAFE_INTEGER },
      { count: Number.MAX_SAFE_INTEGER + 2 },
      {},
      7,
    ],
  },
];

describe('zod-free checks of the landing reads', () => {
  for (const { read, route, answers } of cases) {
    it(`${route.method} ${route.path}: the contract's path and verdicts`, () => {
      expect(read).toMatchObject({ method: route.method, path: route.path });
      for (const answer of answers) {
        const expected = route.response.safeParse(answer);
        if (expected.success) {
          expect(parseJsonShape(read.shape, answer)).toEqual(expected.data);
        } else {
          expect(() => parseJsonShape(read.shape, answer)).toThrow(ResponseShapeError);
        }
      }
    });
  }

  it('refuses at build time a schema it cannot check exactly', () => {
    const strict = { type: 'object', properties: {}, additionalProperties: false };
    expect(() => assertSupportedShape(strict)).toThrow('No zod-free check for (root)');
    const pattern = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
    expect(() => assertSupportedShape(pattern)).toThrow('No zod-free check for (root).id');
  });
});
