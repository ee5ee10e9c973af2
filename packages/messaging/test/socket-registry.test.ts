import { describe } from 'vitest';
import { socketRegistryCases } from './helpers/socket-registry-cases.js';
import { targets } from './helpers/targets.js';

describe.each(targets)('socket registry ($kind)', socketRegistryCases);
