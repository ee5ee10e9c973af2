import { jobQueueRetriesCases } from './helpers/job-queue-retries-cases.js';
import { describeJobQueue } from './helpers/job-queue-suite.js';

describeJobQueue(jobQueueRetriesCases);
