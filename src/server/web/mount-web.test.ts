import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  PRERENDERED_ATTRIBUTE,
  PUBLIC_CONFIG_ELEMENT_ID,
  PUBLIC_URL_PLACEHOLDER,
  configPlaceholder,
} from '../../domain/public-config.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createApp } from '../app.ts';

const BIG = 'export const words = ["' + 'tunelane '.repeat(500) + '"];\n';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-web-'));

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en" ${PRERENDERED_ATTRIBUTE}><head><title>${title}</title><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/pricing"></head><body><div id="root">${body}</div></body></html>`;
}

beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), page('Home', '<h1>Sell Your Music Online</h1>'));
  fs.writeFileSync(
    path.join(webDir, APP_SHELL_FILE),
    '<!doctype html><html><head><title>Tunelane</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, 'pricing'));
  fs.writeFileSync(
    path.join(webDir, 'pricing', 'index.html'),
    page(
      'Pricing',
      `<a href="mailto:${configPlaceholder('supportEmail')}">${configPlaceholder('supportEmail')}</a><a href="tel:${configPlaceholder('supportPhoneHref')}">${configPlaceholder('supportPhone')}</a>`,
    ),
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes: each script with its Brotli and gzip copies beside it.
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js'), BIG);
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(BIG));
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js.gz'), zlib.gzipSync(BIG));
  ctx = await createTestContext({
    env: {
      PUBLIC_URL: 'https://music.example.org',
      SUPPORT_EMAIL: 'help@example.org',
      SUPPORT_PHONE: '+91 11 2345 6789',
      CHAT_WIDGET_SRC: 'https://chat.example.net/widget.js',
      CHAT_WIDGET_ID: 'abc',
    },
  });
  app = createApp(ctx.deps, { webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

it('serves a pre-rendered page with the configured values and the settings embedded', async () => {
  const res = await app.request('/pricing');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  const html = await res.text();
  expect(html).toContain('<link rel="canonical" href="https://music.example.org/pricing">');
  expect(html).toContain('<a href="mailto:help@example.org">help@example.org</a>');
  expect(html).toContain('<a href="tel:+911123456789">+91 11 2345 6789</a>');
  expect(html).not.toContain('__TUNELANE_');
  // no Razorpay keys and not on loopback: paid plans say payments are off, from the first paint
  expect(html).toContain('<html data-payments="off" lang="en"');
  const json = html.match(new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`))?.[1];
  expect(JSON.parse(json!)).toMatchObject({
    supportEmail: 'help@example.org',
    chat: { src: 'https://chat.example.net/widget.js', widgetId: 'abc' },
  });
  expect((await app.request('/pricing/')).status).toBe(200);
});

it('serves the landing page at / and the shell for app screens and raw HTML paths', async () => {
  expect(await (await app.request('/')).text()).toContain('Sell Your Music Online');
  for (const p of ['/dashboard', '/auth', '/no/such/page', '/pricing/index.html', '/index.html']) {
    const html = await (await app.request(p)).text();
    expect(html, p).toContain('<div id="root"></div>');
    expect(html, p).toMatch(/^<!doctype html><html data-payments="off"/);
    expect(html, p).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
  }
  const asset = await app.request('/assets/app-abc123.js');
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  expect(asset.headers.get('content-security-policy')).toBeNull(); // the page's policy, not its chunks'
  expect((await app.request('/missing.png')).status).toBe(404);
});

it('answers robots.txt and a sitemap of absolute URLs from PUBLIC_URL', async () => {
  const robots = await (await app.request('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://music.example.org/sitemap.xml');
  expect(robots).toContain('Disallow: /dashboard');
  const res = await app.request('/sitemap.xml');
  expect(res.headers.get('content-type')).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toContain('<loc>https://music.example.org/</loc>');
  expect(xml).toContain('<loc>https://music.example.org/revenue-split</loc>');
  expect(xml).not.toContain('/signout');
});

it('lets the content security policy load the chat widget from its origin only', async () => {
  const csp = (await app.request('/')).headers.get('content-security-policy')!;
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect(directive('script-src')).toContain('https://chat.example.net');
  expect(directive('connect-src')).toContain('wss://chat.example.net');
  expect(directive('script-src')).not.toContain('*');
  expect((await app.request('/api/config')).status).toBe(200);
  expect(await (await app.request('/api/config')).json()).toMatchObject({
    supportPhone: '+91 11 2345 6789',
    supportPhoneHref: '+911123456789',
    chat: { widgetId: 'abc' },
  });
});

it('sends no chat origin in the policy when no widget is configured', async () => {
  const plain = createApp({ ...ctx.deps, env: { ...ctx.deps.env, CHAT_WIDGET_SRC: undefined } }, { webDir });
  const csp = (await plain.request('/')).headers.get('content-security-policy')!;
  expect(csp).not.toContain('chat.example.net');
  expect(JSON.parse((await (await plain.request('/')).text()).match(/application\/json">(.*?)<\/script>/)![1]!).chat).toBeNull();
});

it('answers a script in the encoding the browser prefers, from the copies the build made', async () => {
  const get = (accept?: string) =>
    app.request('/assets/big-def456.js', { headers: accept === undefined ? {} : { 'Accept-Encoding': accept } });
  const br = await get('gzip, deflate, br, zstd');
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('vary')).toBe('Accept-Encoding');
  expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(br.headers.get('cache-control')).toContain('immutable');
  const brBody = Buffer.from(await br.arrayBuffer());
  expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
  expect(zlib.brotliDecompressSync(brBody).toString()).toBe(BIG);

  const gz = await get('gzip, deflate');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG);
  expect((await get('br;q=0, gzip;q=0.5')).headers.get('content-encoding')).toBe('gzip');

  for (const accept of [undefined, 'identity', 'deflate']) {
    const plain = await get(accept);
    expect(plain.headers.get('content-encoding'), accept).toBeNull();
    expect(plain.headers.get('vary'), accept).toBe('Accept-Encoding');
    expect(await plain.text(), accept).toBe(BIG);
  }
  // A file the build left uncompressed goes out as it is, whatever the browser accepts.
  const small = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect(await small.text()).toBe('console.log(1)');
  const missing = await app.request('/assets/nothing-000.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(missing.status).toBe(404);
});

it('compresses each filled-in page once and answers it in the encoding the browser prefers', async () => {
  const br = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('vary')).toBe('Accept-Encoding');
  expect(br.headers.get('cache-control')).toBe('no-cache');
  const html = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
  expect(html).toContain('<a href="mailto:help@example.org">help@example.org</a>');
  const gz = await app.request('/dashboard/anything', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<div id="root"></div>');
  const notFound = await app.request('/no/such/page', { headers: { 'Accept-Encoding': 'br' } });
  expect(notFound.status).toBe(404);
  expect(notFound.headers.get('content-encoding')).toBe('br');
  expect((await app.request('/pricing')).headers.get('content-encoding')).toBeNull();
});
