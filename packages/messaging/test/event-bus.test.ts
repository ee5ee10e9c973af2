import { describe } from 'vitest';
import { eventBusCases } from './helpers/event-bus-cases.js';
import { targets } from './helpers/targets.js';

describe.each(targets)('event bus ($kind)', eventBusCases);
