// zod compiles object parsers with `new Function` unless told not to, probing for it first: under
// our CSP (no 'unsafe-eval') the probe is a reported violation (Lighthouse counts it against best
// practices). zod 4 keeps its settings in globalThis.__zod_globalConfig, so setting `jitless` there
// before any screen loads zod turns the probe off without putting zod in the first chunk.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;
