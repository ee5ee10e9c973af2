// zod compiles a fast parser for each object schema with `new Function` when it is built. A page
// parses each answer's shape a handful of times, so on a phone the compiling costs more than it
// saves (about a tenth of a second of a first load at Lighthouse's 4x slower CPU), and the CSP
// allows no eval. Set before any schema is built: main.tsx imports this first.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object it finds there.
// Setting it directly rather than through zod's `config()` keeps zod out of the entry chunk, so a
// page that parses no contract (the landing, the sign-in form until it is sent) never downloads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
