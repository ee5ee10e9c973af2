import type { Selectable } from 'kysely';
import type { CreatedAt } from './column-types.js';

export interface EmailDeliveriesTable {
  /** The email job's id: the same for every run of that job, never reused by another. */
  idempotency_key: string;
  template: string;
  sent_at: CreatedAt;
}

export type EmailDelivery = Selectable<EmailDeliveriesTable>;
