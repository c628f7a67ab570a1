// `npm run build`: the web app for browsers (dist/web), its server-side render entry
// (dist/prerender), then every public page pre-rendered into dist/web (scripts/prerender.ts).
import path from 'node:path';
import { build } from 'vite';
import { prerenderPages } from './prerender.ts';

const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';
const started = performance.now();

await build({ logLevel });
await build({
  logLevel,
  build: { ssr: 'app/prerender.tsx', outDir: '../../dist/prerender', emptyOutDir: true, copyPublicDir: false, minify: false },
});
const pages = await prerenderPages(path.resolve('dist/web'), path.resolve('dist/prerender/prerender.js'));
console.log(`pre-rendered ${pages.length} public pages in ${Math.round(performance.now() - started)} ms`);
