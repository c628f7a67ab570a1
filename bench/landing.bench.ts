// The landing page in headless Chromium on localhost: largest contentful paint, JavaScript
// transferred (gzipped bytes on the wire) and cumulative layout shift, as a first-time visitor
// sees them (empty cache). Targets: LCP < 1 s, JS < 100 KB, CLS < 0.05. Also /pricing and /stores.
// Builds first when dist/web is missing. Usage: npm run bench -- landing
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 3291;
const BASE = `http://localhost:${PORT}`;
const RUNS = 5;
const PAGES = ['/', '/pricing', '/stores'];

if (!fs.existsSync('dist/web/app-shell.html')) spawnSync(process.execPath, ['scripts/build.ts', '--quiet'], { stdio: 'inherit' });

const dataDir = `.data-bench/landing-${process.pid}`;
const server = spawn(process.execPath, ['src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: BASE, EMBEDDED_PG_PORT: String(PORT + 20000), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows: string[] = [];
  for (const path of PAGES) {
    const lcp: number[] = [];
    const cls: number[] = [];
    const js: number[] = [];
    let files = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } }); // fresh: empty cache
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        w.__lcp = 0;
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(BASE + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const m = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'));
        return { lcp: w.__lcp, cls: w.__cls, js: scripts.reduce((s, r) => s + r.encodedBodySize, 0), files: scripts.length };
      });
      lcp.push(m.lcp);
      cls.push(m.cls);
      js.push(m.js);
      files = m.files;
      await context.close();
    }
    const kb = median(js) / 1024;
    rows.push(
      `${path.padEnd(10)} LCP ${median(lcp).toFixed(0).padStart(4)} ms   JS ${kb.toFixed(1).padStart(6)} KB gzipped in ${files} files   CLS ${median(cls).toFixed(3)}` +
        (path === '/' ? `   ${median(lcp) < 1000 && kb < 100 && median(cls) < 0.05 ? 'within targets' : 'MISSES A TARGET'}` : ''),
    );
  }
  await browser.close();
  console.log(`median of ${RUNS} cold loads each, headless Chromium, 1350x940, localhost`);
  for (const r of rows) console.log(r);
} finally {
  await stop();
}
