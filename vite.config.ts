import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true, // read by scripts/prerender.ts, then removed
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first chunk.
    // The entry's own imports are preloaded from the HTML; lazy screens are not given their
    // dependency lists (they would weigh on the first chunk of every page): the pre-render adds
    // preloads for the screen a page opens with, and later screens load their few small chunks.
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
              test: /src[\\/]web[\\/](lib[\\/](auth|public-config|api-client|paths|lazy-page)\.tsx?|components[\\/]ui[\\/]button-variants\.ts)$|node_modules[\\/](class-variance-authority|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
