import { migrateToLatest } from '@starmatch/db/migrate';
import { domainContextFor } from '@starmatch/domain/context';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadApiConfig } from '../../src/config.js';
import { createApi } from '../../src/create-api.js';
import { call } from './call.js';
import { captureEmails, type EmailOutbox } from './email-outbox.js';
import { freshEmail, type Person, registeredPerson, SIGNUP } from './people.js';
import { fileReport, signedInModerator } from './reports.js';
import type { TestApi } from './test-api.js';

export interface AppealsApi {
  api: TestApi;
  outbox: EmailOutbox;
  /** Hine Moderator, who decides the reports. */
  moderator: Person;
  /** Tama Moderator, who decides the appeals: never the one who made the first decision. */
  reviewer: Person;
  /** Moves the one clock of the api's rules forward. */
  advance(ms: number): void;
}

/**
 * An API with a clock the test moves and the outbox of its emails, and two moderators: the
 * calls of a sanction and its appeal (docs/ARCHITECTURE.md "Moderation").
 */
export function appealsApiPerFile(take: (started: AppealsApi) => void): void {
  let close = async () => {};
  beforeAll(async () => {
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const infrastructure = await createTestInfrastructure();
    await migrateToLatest(infrastructure.database.db);
    const domain = domainContextFor(infrastructure, pino({ level: 'silent' }), now);
    const app = await createApi(loadApiConfig({ LOG_LEVEL: 'silent' }), { infrastructure, domain });
    await app.ready();
    const outbox = await captureEmails(infrastructure);
    close = async () => {
      await app.close();
      await domain.close();
      await infrastructure.close();
    };
    const db = infrastructure.database.db;
    take({
      api: { app, infrastructure, db, close: () => app.close() },
      outbox,
      moderator: await signedInModerator(db, 'Hine Moderator'),
      reviewer: await signedInModerator(db, 'Tama Moderator'),
      advance: (ms) => {
        offsetMs += ms;
      },
    });
  });
  afterAll(async () => {
    await close();
  });
}

/** The calls of a sanction and its appeal on that API. */
export function appealCalls({ api, outbox, moderator, reviewer }: AppealsApi) {
  return {
    /** A person who signed up through the API (a known address and password), reported. */
    async reportedPerson(email = freshEmail('reported')) {
      const reporter = await registeredPerson(api, outbox, freshEmail('reporter'));
      const person = await registeredPerson(api, outbox, email);
      const reportId = await fileReport(api.db, {
        reporterId: reporter.userId,
        reportedId: person.userId,
      });
      return { person, reportId };
    },
    /** Hine resolves the report with the sanction; answers its 200. */
    async sanction(reportId: string, action: 'suspend' | 'ban') {
      const response = await call(
        api,
        'POST',
        `/api/admin/reports/${reportId}/resolve`,
        { action, note: 'Abusive messages.' },
        { token: moderator.token },
      );
      expect(response.statusCode).toBe(200);
    },
    login(email: string, password: string = SIGNUP.password) {
      return call(api, 'POST', '/api/login', { email, password });
    },
    viewAppeal(token: string) {
      return call(api, 'GET', `/api/appeals/${encodeURIComponent(token)}`);
    },
    fileAppeal(body: Record<string, unknown>) {
      return call(api, 'POST', '/api/appeals', body);
    },
    adminAppeals(token = reviewer.token) {
      return call(api, 'GET', '/api/admin/appeals', undefined, { token });
    },
    decide(appealId: string, body: Record<string, unknown>, token = reviewer.token) {
      return call(api, 'POST', `/api/admin/appeals/${appealId}`, body, { token });
    },
    /** The appeal rows of a person, as `{ id, status }`. */
    appealsOf(userId: string) {
      return api.db
        .selectFrom('appeals')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
