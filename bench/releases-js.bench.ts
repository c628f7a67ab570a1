// JavaScript shipped for /dashboard/create-release: every script the page loads in Chromium,
// gzipped, for a signed-in artist (the built app in dist/web is used; it is built when missing).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchArtist } from './releases-session.ts';
import { fmt, startServer } from './support.ts';

const PORT = 3742;
const dataDir = '.data-bench/releases-js';
if (!fs.existsSync('dist/web/index.html')) execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const server = await startServer({ dataDir, port: PORT, fresh: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const { db, cookie } = await benchArtist(server.url, dataDir, PORT + 20000);
  await db.end();
  const context = await browser.newContext();
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: server.url })));
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.set(res.url(), await res.body());
  });
  await page.goto(`${server.url}/dashboard/create-release`);
  await page.getByRole('button', { name: 'Create Release' }).waitFor();
  await page.waitForLoadState('networkidle');
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  console.log(`/dashboard/create-release loads ${scripts.size} scripts: ${fmt(raw / 1024, 1)} KiB, ${fmt(gz / 1024, 1)} KiB gzipped`);
} finally {
  await browser.close();
  await server.stop();
}
