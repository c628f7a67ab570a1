// `npm run build`: the web app for browsers (dist/web), its server-side render entry
// (dist/prerender), every public page pre-rendered into dist/web (scripts/prerender.ts), and the
// server bundle that `npm start` runs (dist/server, scripts/build-server.ts). One build at a time
// per checkout (scripts/build-lock.ts). `--server` builds the server bundle alone.
import path from 'node:path';
import { buildServer } from './build-server.ts';
import { withBuildLock } from './build-lock.ts';

const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';
const started = performance.now();

await withBuildLock(async () => {
  if (!process.argv.includes('--server')) {
    const { build } = await import('vite');
    const { prerenderPages } = await import('./prerender.ts');
    await build({ logLevel });
    await build({
      logLevel,
      build: { ssr: 'app/prerender.tsx', outDir: '../../dist/prerender', emptyOutDir: true, copyPublicDir: false, minify: false },
    });
    const pages = await prerenderPages(path.resolve('dist/web'), path.resolve('dist/prerender/prerender.js'));
    console.log(`pre-rendered ${pages.length} public pages in ${Math.round(performance.now() - started)} ms`);
  }
  const server = await buildServer();
  console.log(`server bundled into ${path.relative('.', server.outdir)} in ${server.ms} ms`);
});
