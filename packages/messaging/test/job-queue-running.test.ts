import { jobQueueRunningCases } from './helpers/job-queue-running-cases.js';
import { describeJobQueue } from './helpers/job-queue-suite.js';

describeJobQueue(jobQueueRunningCases);
