// The public pages in headless Chromium on localhost, as a first-time visitor (empty cache) sees
// them: largest contentful paint, JavaScript transferred (bytes on the wire, gzip) and cumulative
// layout shift. Targets for /: LCP < 1 s, JS < 100 KB, CLS < 0.05. Builds first when needed.
// Usage: npm run bench -- landing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './support.ts';

const RUNS = 5;
const PAGES = ['/', '/pricing', '/stores', '/revenue-split', '/help-centre'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!fs.existsSync('dist/web/app-shell.html')) spawnSync(process.execPath, ['scripts/build.ts', '--quiet'], { stdio: 'inherit' });

const server = await startServer({ dataDir: '.data-bench/landing', port: 3291, fresh: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function coldLoad(path: string) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) scripts.set(url, e.encodedDataLength); // on the wire: headers plus the gzipped body
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    const body = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.js'))
      .reduce((s, r) => s + r.encodedBodySize, 0);
    return { lcp: w.__lcp, cls: w.__cls, body };
  });
  await context.close();
  return { ...m, wire: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size };
}

try {
  console.log(`median of ${RUNS} cold loads per page, headless Chromium ${browser.version()}, 1350x940, localhost`);
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(path));
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const kb = median(runs.map((r) => r.wire)) / 1024;
    const bodyKb = median(runs.map((r) => r.body)) / 1024;
    const verdict = path === '/' ? (lcp < 1000 && kb < 100 && cls < 0.05 ? '  within targets' : '  MISSES A TARGET') : '';
    console.log(
      `${path.padEnd(15)} LCP ${lcp.toFixed(0).padStart(4)} ms   JS ${kb.toFixed(1).padStart(5)} KB on the wire (${bodyKb.toFixed(1)} KB gzipped bodies, ${runs[0]!.files} files)   CLS ${cls.toFixed(3)}${verdict}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
