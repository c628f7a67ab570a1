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
    async closeBundle(error) {
      if (ssr || error || !fs.existsSync(outDir)) return;
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

/**
 * Lets the bundle leave out what the app never uses of React Router: its modules create components
 * with unannotated `forwardRef` calls and name them with `X.displayName = ...` statements, which a
 * bundler must keep as possible side effects. That kept Link, Form and their framework-mode
 * prefetching (about 3.5 KB on every page; the app draws its links with lib/links.tsx). Marking the
 * calls pure and dropping the names (read only by developer tools) lets the unused ones go.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tunelane-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/ },
      handler(code, id) {
        const out = code
          .replace(/^\w+\.displayName = "\w+";$/gm, '')
          .replaceAll('React$1.forwardRef(', '/* @__PURE__ */ React$1.forwardRef(');
        // Link lives here: a new version written otherwise would bring it back to every page unseen
        if (/[\\/]dom[\\/]lib\.js$/.test(id) && out === code)
          this.error('react-router changed how it writes its components: update treeShakeReactRouter in vite.config.ts');
        return out;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), treeShakeReactRouter(), precompress()],
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
      // The browser build's entry exports nothing, so screens loaded on demand need no facade
      // chunks of their own (the pre-render build keeps its renderPath export).
      preserveEntrySignatures: isSsrBuild ? 'allow-extension' : false,
      output: {
        codeSplitting: {
          groups: [
            // React, its DOM renderer and the router: needed by every page, rarely changed, one file.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
            // The small modules the entry shares with every screen, as one file rather than a dozen.
            {
              name: 'core',
              test: /src[\\/]web[\\/](lib[\\/](auth|public-config|api-client|paths|lazy-page|leave-guard)\.tsx?|components[\\/](ui[\\/]button-variants\.ts|layout[\\/]logo\.tsx))$|src[\\/]domain[\\/](stores|company)\.ts$|vite[\\/]preload-helper|node_modules[\\/](class-variance-authority|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]|icons[\\/](menu|log-out|layout-dashboard|chart-column|upload|send)\.mjs$)/,
              priority: 5,
            },
            // The signed-in app's plumbing (TanStack Query, the providers, the route guard, toasts'
            // loader, a change's follow-up): needed by /auth and every dashboard
            // screen, never by a public page. Infinite lists' observer goes with the two lists.
            {
              name: 'app',
              test: /node_modules[\\/]@tanstack[\\/](?![^\\/]+[\\/]build[\\/]modern[\\/](infiniteQueryObserver|useInfiniteQuery)\.js$)|src[\\/]web[\\/](app[\\/](app-providers|protected-route)\.tsx|lib[\\/](query-client|run-mutation)\.ts|components[\\/](ui[\\/](toaster\.tsx|toast\.ts)|layout[\\/]full-page-spinner\.tsx))$/,
              priority: 4,
              includeDependenciesRecursively: false, // only what the test names
            },
            // The dashboard's frame (sidebar with its account switcher, header) with its icons and those several of its screens share
            // (and no public page uses), and the progress bar (the home's first steps, the form's
            // uploads): one file rather than a request per icon.
            {
              name: 'dashboard',
              test: /src[\\/](web[\\/](components[\\/](layout[\\/](dashboard-(shell|sidebar|sidebar-person|account-switcher)|brand-mark)|ui[\\/]progress)\.tsx|lib[\\/](cookies|use-media-query|use-document-title|use-unsaved-changes|account-cookie|my-accounts|account-brand)\.ts)|domain[\\/](plan-badge|teams)\.ts)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](circle-plus|folder-open|dollar-sign|hand-coins|life-buoy|receipt|panel-left|triangle-exclamation-point|arrow-up|arrow-down|arrow-left|lock|plus|trash|sparkles|calendar-clock|circle-play|eye|pencil|settings|mic-vocal|users|terminal)\.mjs$/,
              priority: 3,
              includeDependenciesRecursively: false, // only what the test names
            },
            // The owned components most screens draw (buttons, cards, fields...) with tailwind-merge
            // and the Radix bits they rest on: one file rather than a dozen small ones.
            {
              name: 'ui',
              test: /node_modules[\\/](tailwind-merge|@radix-ui[\\/]react-(slot|compose-refs|primitive|label))[\\/]|src[\\/]web[\\/](lib[\\/](utils|tw-merge)\.ts|components[\\/]ui[\\/](button|badge|skeleton|card|alert|label|input|textarea|spinner|page-header|form-field|option-select|select-trigger-class)\.tsx?)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](circle-exclamation-point|chevron-down|loader-circle)\.mjs$/,
              priority: 2,
              includeDependenciesRecursively: false, // only what the test names
            },
            // What the screens that show figures and lists draw (a figure's card, the empty list), which
            // no form needs: one file.
            {
              name: 'ui-data',
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](empty-state|stat-card)\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]inbox\.mjs$/,
              priority: 2,
              includeDependenciesRecursively: false, // only what the test names
            },
            // What every release screen shares (the API calls, the rules and option lists, the frame
            // of a release's screens): one file.
            {
              name: 'releases',
              test: /src[\\/](web[\\/]features[\\/]releases[\\/](api[\\/]releases-api\.ts|components[\\/](release-screen|file-details)\.tsx)|domain[\\/](releases-(rules|options)|uploads|release-required|release-checks|release-type|artist-names|territories)\.ts)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](file-headphone|image)\.mjs$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // What the release page, the lists and the console draw and the release form does not (the
            // cover with its disc placeholder, the status badge): one file.
            {
              name: 'release-view',
              test: /src[\\/]web[\\/]features[\\/]releases[\\/]components[\\/](release-cover|status-badge)\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]disc-3\.mjs$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // What a release's deliveries are drawn with (their API calls, states and timeline, a
            // store's error explained, Send again): the release page and the console's overview and settings
            // all load it, as one file rather than five.
            {
              name: 'deliveries',
              test: /src[\\/](web[\\/](features[\\/]deliveries[\\/](api[\\/]deliveries-api\.ts|components[\\/]resend-button\.tsx)|components[\\/]admin[\\/]system-error\.tsx)|domain[\\/](deliveries|delivery-timeline|system-errors)\.ts)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](timer|rotate-cw)\.mjs$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // Forms' library with the loader of their validation, which nearly every form uses: one file.
            {
              name: 'forms',
              test: /node_modules[\\/]react-hook-form[\\/]|src[\\/]web[\\/](lib[\\/](lazy-zod-resolver|load-once)\.ts|components[\\/]ui[\\/](checkbox|form-option-select)\.tsx)$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // The release form's parts (creating and editing): one file.
            {
              name: 'release-form',
              test: /src[\\/]web[\\/]features[\\/]releases[\\/](components[\\/](release-form|basic-info-section|audio-media-section|credits-section|additional-section|form-section|form-values|file-upload|save-release|territory-picker|store-picker|name-list-input|release-type-hint|main-artist-field)\.tsx?)$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // Icons of the owned components that public pages use too (check lists, checkboxes, close
            // buttons, the clock of waiting states), and the landing page's that the dashboard draws too (which would otherwise
            // bring every dashboard screen the public pages' building blocks).
            {
              name: 'ui-icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|minus|x|arrow-right|shield-check|wallet|clock)\.mjs$/,
              priority: 1,
              includeDependenciesRecursively: false, // only what the test names
            },
            // The small building blocks every public page uses, with the landing page's icons: one
            // file rather than a dozen tiny ones (each costs its own request and headers).
            {
              name: 'marketing-ui',
              test: /src[\\/]web[\\/]features[\\/]marketing[\\/]components[\\/](section|cta-banner|feature-card|link-button|page-hero)\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](globe|headphones|split|zap)\.mjs$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
