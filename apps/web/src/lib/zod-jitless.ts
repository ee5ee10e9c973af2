import { config } from 'zod/v4/core';

// zod compiles a fast parser for each object schema with `new Function` when it is built. A page
// parses each answer's shape a handful of times, so on a phone the compiling costs more than it
// saves (about a tenth of a second of a first load at Lighthouse's 4x slower CPU). Set before
// any schema is built: main.tsx imports this first.
config({ jitless: true });
