// How the built server runs, the same for `npm start`, the browser tests, the benchmarks and the
// README's systemd/container command:
//   MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=65536 node --enable-source-maps --max-semi-space-size=1 dist/server/main.js

/** Node's flags for the server: stack traces through the source maps, and a small young
 * generation (a 1 MiB semi-space keeps about 6 MiB less resident at no measurable cost to the
 * load benchmarks; docs/decisions/0007-bundled-server.md). */
export const SERVER_FLAGS = ['--enable-source-maps', '--max-semi-space-size=1'];

/** The bundle `npm run build` writes (scripts/build-server.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';

/** glibc's allocator, told to keep fewer arenas and to give freed memory back: about 5 MiB less
 * resident once start-up's compilers have freed their working memory. Ignored elsewhere. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536' };
