import { describe } from 'vitest';
import { targets } from './helpers/targets.js';
import { windowLimiterCases } from './helpers/window-limiter-cases.js';

describe.each(targets)('window limiter ($kind)', windowLimiterCases);
