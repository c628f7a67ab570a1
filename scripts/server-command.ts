// How the built server runs, the same for `npm start`, the browser tests, the benchmarks and the
// README's systemd/container command:
//   MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=65536 node --enable-source-maps --max-semi-space-size=16 --heap-growing-percent=100 dist/server/main.js

/** Node's flags for the server: stack traces through the source maps, and a young generation of
 * at most 16 MiB a half. A sales report streams a million rows of short-lived strings through the
 * server, and V8's default let the young generation grow larger still: a 1,000,000-row import
 * peaked at 250 MiB, and at about 165 MiB with 16 (and in less time). Smaller halves promote more
 * and collect more often: 4 MiB peaked at 200-215 MiB and took 25 % more CPU; 1 MiB cost 30 MiB at
 * 500 req/s. And the old generation may grow to twice its live size between full collections:
 * V8's own factor (up to 4 for a small heap collected fast) let a million-row import's promoted
 * garbage reach 100 MiB of heap over 35 MiB live, and the server 260-285 MiB; with 100 % it peaks
 * near 200 MiB for the same CPU (50 % did as well, but a 1 GiB upload then peaked 35 MiB higher).
 * docs/decisions/0007-bundled-server.md */
export const SERVER_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16', '--heap-growing-percent=100'];

/** The bundle `npm run build` writes (scripts/build-server.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';

/** glibc's allocator, told to keep fewer arenas and to give freed memory back: about 4 MiB less
 * resident once start-up's compilers have freed their working memory. Ignored elsewhere. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536' };
