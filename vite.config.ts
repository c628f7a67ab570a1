import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (best) and gzip (level 9) copies of every script, style and other text file of the
 * browser build, written beside it (x.js.br, x.js.gz), so that the server answers compressed
 * requests without compressing anything (src/server/web/static-files.ts). Pages are left out:
 * the server fills them in and compresses them itself.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'tunelane-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    async closeBundle() {
      if (ssr) return;
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first chunk.
    // The entry's own imports are preloaded from the HTML; lazy screens are not given their
    // dependency lists (they would weigh on the first chunk of every page, and preloading a
    // screen's chunks early competes with the stylesheet: Lighthouse's mobile LCP on /pricing fell
    // from 99 to 93 with them). A pre-rendered page is readable before its screen's code arrives.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, its DOM renderer and the router: needed by every page, rarely changed, one file.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
            // The small modules the entry shares with every screen, as one file rather than a dozen.
            {
              name: 'core',
              test: /src[\\/]web[\\/](lib[\\/](auth|public-config|api-client|paths|lazy-page)\.tsx?|components[\\/]ui[\\/]button-variants\.ts)$|src[\\/]domain[\\/](stores|company)\.ts$|vite[\\/]preload-helper|node_modules[\\/](class-variance-authority|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
              priority: 5,
            },
            // The small building blocks every public page uses, with the landing page's icons: one
            // file rather than a dozen tiny ones (each costs its own request and headers).
            {
              name: 'marketing-ui',
              test: /src[\\/]web[\\/]features[\\/]marketing[\\/]components[\\/](section|cta-banner|feature-card|link-button|page-hero)\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|chart-column|globe|headphones|send|shield-check|split|upload|wallet|zap)\.mjs$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
