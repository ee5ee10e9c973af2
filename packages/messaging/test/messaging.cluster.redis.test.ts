import { describe } from 'vitest';
import { useClusterTarget } from './helpers/cluster-target.js';
import { eventBusCases } from './helpers/event-bus-cases.js';
import { jobQueueRefusalsCases } from './helpers/job-queue-refusals-cases.js';
import { jobQueueRetriesCases } from './helpers/job-queue-retries-cases.js';
import { jobQueueRunningCases } from './helpers/job-queue-running-cases.js';
import { TEST_JOB_SETTINGS } from './helpers/job-queue-suite.js';
import { socketRegistryCases } from './helpers/socket-registry-cases.js';
import { useMessaging } from './helpers/targets.js';
import { windowLimiterCases } from './helpers/window-limiter-cases.js';

// The suites every target runs, on a Redis Cluster of six servers started for this file: keys
// a script or transaction touches together must share a slot there (CROSSSLOT otherwise), and
// events travel by sharded pub/sub (docs/ARCHITECTURE.md "Redis topologies").
const target = useClusterTarget();

describe('window limiter (cluster)', () => windowLimiterCases(target));
describe('socket registry (cluster)', () => socketRegistryCases(target));
describe('event bus (cluster)', () => eventBusCases(target));
describe('job queue (cluster)', () => {
  const open = useMessaging(target);
  const withJobs = () => open(TEST_JOB_SETTINGS);
  jobQueueRunningCases(withJobs);
  jobQueueRetriesCases(withJobs);
  jobQueueRefusalsCases(withJobs);
});
