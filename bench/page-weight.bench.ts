// Page weight: every route loaded cold (a new browser context, empty cache) in Debian's Chromium,
// signed in where the route needs it, counting every script byte Chromium receives: the entry,
// its module preloads, lazy screens and anything loaded until the network is quiet. Bytes are
// read from the DevTools protocol (Network.loadingFinished: headers plus the encoded body, as
// on the wire), not from a list of script tags. Prints a table and exits non-zero when a route
// is over its budget. Builds the web app first when dist/web has no build.
// Usage: npm run bench -- page-weight (BENCH_VERBOSE=1 lists the scripts of every route;
// BENCH_ROUTES=/auth,/dashboard loads only the routes ending so)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { PUBLIC_PAGES } from '../src/domain/public-pages.ts';
import { benchArtist } from './releases-session.ts';
import { startServer } from './support.ts';

const PORT = 3294;
const dataDir = '.data-bench/page-weight';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const KB = 1024;

/** Budgets in KB on the wire: the landing page, every other public page, /auth and the signed-in screens. */
const BUDGET = { landing: 100, page: 130 };

type Route = { path: string; signedIn: boolean; budget: number; note?: string };

if (!fs.existsSync('dist/web/app-shell.html')) spawnSync(process.execPath, ['scripts/build.ts', '--quiet'], { stdio: 'inherit' });

const server = await startServer({ dataDir, port: PORT, fresh: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
async function quiet(inflight: () => number, quietMs = 700, maxMs = 15_000): Promise<void> {
  const t0 = Date.now();
  let since = Date.now();
  while (Date.now() - t0 < maxMs) {
    if (inflight() > 0) since = Date.now();
    else if (Date.now() - since >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Load = { files: number; wire: number; body: number; largest: { url: string; wire: number }[] };

async function coldLoad(b: Browser, url: string, cookie: string | null): Promise<Load> {
  const context: BrowserContext = await b.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: server.url })),
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Set<string>();
  const isScript = new Map<string, string>();
  const scripts = new Map<string, { wire: number; body: number }>();
  cdp.on('Network.requestWillBeSent', (e) => pending.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    // Module preloads are fetched before anything runs them: take any JavaScript response.
    if (e.type === 'Script' || /javascript/.test(e.response.mimeType) || /\.m?js(\?|$)/.test(e.response.url))
      isScript.set(e.requestId, e.response.url);
  });
  let bodies = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength));
  cdp.on('Network.loadingFinished', (e) => {
    pending.delete(e.requestId);
    const u = isScript.get(e.requestId);
    if (u) scripts.set(`${u}#${e.requestId}`, { wire: e.encodedDataLength, body: bodies.get(e.requestId) ?? 0 });
  });
  cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 15_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await quiet(() => pending.size);
  await context.close();
  bodies = new Map();
  const all = [...scripts.entries()].map(([u, s]) => ({ url: u.slice(0, u.indexOf('#')), ...s }));
  return {
    files: all.length,
    wire: all.reduce((a, s) => a + s.wire, 0),
    body: all.reduce((a, s) => a + s.body, 0),
    largest: all.sort((a, b) => b.wire - a.wire),
  };
}

let failed = 0;
try {
  const artist = await benchArtist(server.url, dataDir, PORT + 20000);
  const created = await fetch(`${server.url}/api/releases`, {
    method: 'POST',
    headers: artist.headers,
    body: JSON.stringify({
      title: 'Bench Single',
      artistName: 'Bench Artist',
      genre: 'Pop',
      audioUrl: 'https://drive.google.com/file/d/bench-audio/view',
    }),
  });
  // The release screens are measured on a real release, never on their 404 page.
  await artist.db.end();
  if (!created.ok) throw new Error(`creating the bench release failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };

  const routes: Route[] = [
    ...PUBLIC_PAGES.map((p) => ({ path: p.path, signedIn: false, budget: p.path === '/' ? BUDGET.landing : BUDGET.page })),
    { path: '/auth', signedIn: false, budget: BUDGET.page },
    { path: '/forgot-password', signedIn: false, budget: BUDGET.page },
    { path: '/pricing', signedIn: true, budget: BUDGET.page, note: 'signed in' },
    { path: '/dashboard', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/my-releases', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/create-release', signedIn: true, budget: BUDGET.page },
    { path: `/dashboard/releases/${id}`, signedIn: true, budget: BUDGET.page, note: 'a release' },
    { path: `/dashboard/releases/${id}/edit`, signedIn: true, budget: BUDGET.page, note: 'editing it' },
    { path: '/dashboard/pricing', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/billing', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/settings', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/support', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/analytics', signedIn: true, budget: BUDGET.page, note: 'with its chart' },
    { path: '/dashboard/revenue', signedIn: true, budget: BUDGET.page },
    { path: '/dashboard/claim-request', signedIn: true, budget: BUDGET.page },
  ];

  console.log(
    `cold loads in headless Chromium ${browser.version()}, 1280x900, localhost; ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('scripts on the wire (headers + encoded bodies) and their encoded bodies alone, KB = 1024 bytes\n');
  const head = `${'route'.padEnd(44)} ${'files'.padStart(5)} ${'on the wire'.padStart(12)} ${'bodies'.padStart(9)} ${'budget'.padStart(7)}  verdict`;
  console.log(head);
  console.log('-'.repeat(head.length + 6));
  const only = process.env.BENCH_ROUTES?.split(',');
  for (const r of routes.filter((x) => !only || only.some((o) => x.path.endsWith(o)))) {
    const load = await coldLoad(browser, server.url + r.path, r.signedIn ? artist.cookie : null);
    const kb = load.wire / KB;
    const over = r.path === '/' ? kb >= r.budget : kb > r.budget;
    if (over) failed++;
    const label = r.note ? `${r.path.replace(id, ':id')} (${r.note})` : r.path;
    console.log(
      `${label.padEnd(44)} ${String(load.files).padStart(5)} ${`${(load.wire / KB).toFixed(1)} KB`.padStart(12)} ${`${(load.body / KB).toFixed(1)} KB`.padStart(9)} ${`${r.budget} KB`.padStart(7)}  ${over ? 'OVER BUDGET' : 'ok'}`,
    );
    if (over || process.env.BENCH_VERBOSE)
      for (const l of load.largest.slice(0, process.env.BENCH_VERBOSE ? undefined : 3))
        console.log(`    ${(l.wire / KB).toFixed(1).padStart(6)} KB  ${l.url.replace(server.url, '')}`);
  }
  console.log(failed ? `\n${failed} route(s) over budget` : '\nevery route within its budget');
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
