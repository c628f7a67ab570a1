// How the built server runs, the same for `npm start`, the browser tests, the benchmarks and the
// README's systemd/container command:
//   MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=65536 node --enable-source-maps --max-semi-space-size=4 dist/server/main.js

/** Node's flags for the server: stack traces through the source maps, and a young generation of
 * at most 4 MiB a half. A sales report streams a million rows of short-lived strings through the
 * server; V8's default lets the young generation grow several times larger for it, and the import's
 * peak fell from 250 to 215 MiB with 4 (500 req/s: 124 to 138 MiB; 1 MiB halves promoted too
 * much). docs/decisions/0007-bundled-server.md */
export const SERVER_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];

/** The bundle `npm run build` writes (scripts/build-server.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';

/** glibc's allocator, told to keep fewer arenas and to give freed memory back: about 4 MiB less
 * resident once start-up's compilers have freed their working memory. Ignored elsewhere. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536' };
