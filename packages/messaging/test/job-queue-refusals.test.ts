import { jobQueueRefusalsCases } from './helpers/job-queue-refusals-cases.js';
import { describeJobQueue } from './helpers/job-queue-suite.js';

describeJobQueue(jobQueueRefusalsCases);
