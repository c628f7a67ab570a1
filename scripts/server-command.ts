// How the built server runs, the same for `npm start`, the browser tests, the benchmarks and the
// README's systemd/container command:
//   MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=65536 node --enable-source-maps dist/server/main.js

/** Node's flags for the server: stack traces through the source maps. (A smaller young
 * generation, `--max-semi-space-size=1`, saved 7 MiB idle but cost 25 MiB more under load, as
 * more short-lived objects were promoted; the server settles its memory after start-up instead:
 * src/server/settle-memory.ts. docs/decisions/0007-bundled-server.md) */
export const SERVER_FLAGS = ['--enable-source-maps'];

/** The bundle `npm run build` writes (scripts/build-server.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';

/** glibc's allocator, told to keep fewer arenas and to give freed memory back: about 4 MiB less
 * resident once start-up's compilers have freed their working memory. Ignored elsewhere. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536' };
