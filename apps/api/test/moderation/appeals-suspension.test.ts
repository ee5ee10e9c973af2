import { API_MESSAGES, suspendedMessage } from '@starmatch/contracts/api-messages';
import type { AdminAppeal } from '@starmatch/contracts/appeals';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import { describe, expect, it } from 'vitest';
import { type AppealsApi, appealCalls, appealsApiPerFile } from '../support/appeals-api.js';
import { SIGNUP } from '../support/people.js';

// Appealing a suspension (docs/PRODUCT.md "Appeals") on a moved clock: the link works while the
// suspension lasts and not after it ends; an upheld appeal ends it at once.

let started: AppealsApi;
let calls: ReturnType<typeof appealCalls>;
appealsApiPerFile((api) => {
  started = api;
  calls = appealCalls(api);
});

const DAY_MS = 86_400_000;
const INVALID_LINK = { message: API_MESSAGES.invalidAppealLink, code: 'INVALID_APPEAL_TOKEN' };
const TEXT = 'I only asked them to stop messaging my friend. Please read the whole conversation.';

/** A suspended person, when their suspension ends, and the token of its email. */
async function suspendedPerson() {
  const { person, reportId } = await calls.reportedPerson();
  await calls.sanction(reportId, 'suspend');
  const { suspended_until: until } = await started.api.db
    .selectFrom('users')
    .select('suspended_until')
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  if (!until) throw new Error('the suspension was not written');
  const email = await started.outbox.next('account-suspended', person.email);
  expect(email).toEqual({
    template: 'account-suspended',
    to: person.email,
    fullName: SIGNUP.fullName,
    until: until.toISOString(),
    appealToken: expect.any(String),
  });
  return { person, reportId, until, token: email.appealToken };
}

describe('an appeal of a suspension', () => {
  it('is upheld: the suspension ends at once and the person signs in', async () => {
    const { person, until, token } = await suspendedPerson();
    const refused = await calls.login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: suspendedMessage(until),
      code: 'FORBIDDEN',
      appealToken: token,
    });
    expect((await calls.viewAppeal(token)).json()).toEqual({
      sanction: 'suspend',
      until: until.toISOString(),
      appeal: null,
    });
    const filed = await calls.fileAppeal({ token, text: TEXT });
    expect(filed.statusCode).toBe(201);
    const [appeal] = await calls.appealsOf(person.userId);
    if (!appeal) throw new Error('no appeal was filed');

    const upheld = await calls.decide(appeal.id, { decision: 'uphold' });
    expect(upheld.statusCode).toBe(200);
    expect((upheld.json() as AdminAppeal).sanction).toBe('suspend');
    expect((await calls.login(person.email)).statusCode).toBe(200);
    expect((await calls.viewAppeal(token)).json()).toEqual(INVALID_LINK);
    expect(await started.outbox.next('appeal-decided', person.email)).toEqual({
      template: 'appeal-decided',
      to: person.email,
      fullName: SIGNUP.fullName,
      sanction: 'suspend',
      upheld: true,
    });
  });

  it('works until the suspension ends, and not after', async () => {
    const { person, token } = await suspendedPerson();
    started.advance((SUSPENSION_DAYS - 1) * DAY_MS);
    expect((await calls.viewAppeal(token)).statusCode).toBe(200);
    expect((await calls.login(person.email)).statusCode).toBe(403);

    started.advance(DAY_MS + 60_000);
    expect((await calls.viewAppeal(token)).json()).toEqual(INVALID_LINK);
    const late = await calls.fileAppeal({ token, text: TEXT });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID_LINK);
    expect((await calls.login(person.email)).statusCode).toBe(200);
    expect(await calls.appealsOf(person.userId)).toEqual([]);
  });

  it('is replaced by a later ban: the suspension’s link stops working, the ban’s works', async () => {
    const { person, token } = await suspendedPerson();
    const second = await calls.reportedPerson();
    // A second report, about the same person, that ends in a ban.
    await started.api.db
      .updateTable('reports')
      .set({ reported_id: person.userId })
      .where('id', '=', second.reportId)
      .execute();
    await calls.sanction(second.reportId, 'ban');
    const banEmail = await started.outbox.next('account-banned', person.email);
    expect((await calls.viewAppeal(token)).json()).toEqual(INVALID_LINK);
    expect((await calls.viewAppeal(banEmail.appealToken)).json()).toEqual({
      sanction: 'ban',
      until: null,
      appeal: null,
    });
  });
});
