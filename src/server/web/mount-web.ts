// Serves the built web app: hashed assets cached for a year; the public pages as the HTML the
// build pre-rendered, with the configured contact values, PUBLIC_URL and the public settings
// filled in; robots.txt and sitemap.xml from PUBLIC_URL; and the app shell for every other path.
// Everything goes out Brotli- or gzip-compressed as the browser accepts: files with the copies
// the build made, pages compressed once on their first request (static-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { PublicConfigDto } from '../../domain/profile.ts';
import {
  APP_SHELL_FILE,
  PRERENDERED_ATTRIBUTE,
  PUBLIC_CONFIG_ELEMENT_ID,
  PUBLIC_CONFIG_TEXT_FIELDS,
  PUBLIC_URL_PLACEHOLDER,
  configPlaceholder,
} from '../../domain/public-config.ts';
import { PUBLIC_PAGES } from '../../domain/public-pages.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../http/context.ts';
import { escapeHtml } from '../../domain/escape-html.ts';
import { compressedPage, encodedResponse, readStaticFiles, type StaticFile } from './static-files.ts';

/**
 * The page with its placeholders replaced and the public settings embedded for the client; its
 * <html> marked with the payments mode, which the stylesheet shows the pricing notice by
 * (components/layout/payments-notice.tsx).
 */
function fillPage(html: string, config: PublicConfigDto, publicUrl: string): string {
  let out = html
    .replaceAll(PUBLIC_URL_PLACEHOLDER, escapeHtml(publicUrl))
    .replace('<html', `<html data-payments="${escapeHtml(config.payments)}"`);
  for (const field of PUBLIC_CONFIG_TEXT_FIELDS) out = out.replaceAll(configPlaceholder(field), escapeHtml(config[field]));
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return out.replace('</head>', `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`);
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /signout',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.filter((p) => p.indexed)
    .map(
      (p) =>
        `  <url><loc>${escapeHtml(publicUrl + p.path)}</loc><changefreq>weekly</changefreq><priority>${p.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The pre-rendered file of a public path, when the build made one. */
function prerenderedFile(webDir: string, pagePath: string): string | undefined {
  const file = pagePath === '/' ? path.join(webDir, 'index.html') : path.join(webDir, pagePath.slice(1), 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  return html.includes(PRERENDERED_ATTRIBUTE) ? html : undefined;
}

/** Screens of the app that are not pre-rendered; any other path is answered 404 (with the app's
 * own 404 page), so that crawlers see no soft 404s. */
const APP_SCREENS = ['/auth', '/login', '/signup', '/forgot-password', '/reset-password', '/email-change'];
// an invitation's page (a split's payee, a team's member) is the app's, under its token
const APP_SECTIONS = ['/dashboard', '/admin', '/splits/invitation', '/team/invitation'];
const isAppScreen = (p: string) => APP_SCREENS.includes(p) || APP_SECTIONS.some((s) => p === s || p.startsWith(`${s}/`));

const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' };
const PAGE = { 'Cache-Control': 'no-cache' };

function send(c: Context<AppEnv>, file: StaticFile, status: 200 | 404, extra: Record<string, string>): Response {
  const { body, headers } = encodedResponse(file, c.req.header('Accept-Encoding'));
  return c.body(body as Uint8Array<ArrayBuffer>, status, { ...headers, ...extra });
}

/** Pages whose pre-rendered HTML shows the default store names: served as the app shell (rendered
 * in the browser) once an admin changes those names, so the page shows the names in force. */
const STORE_PAGES = ['/stores'];

type Filled = { shell: () => StaticFile; pages: Map<string, () => StaticFile>; config: PublicConfigDto };

/**
 * `config`: the public settings the pages are filled with before the saved ones are read
 * (`initial`, from the environment), and those in force (`current`: the console's Settings over
 * the environment; pages are filled again, once, whenever it returns a new object). The app's
 * composition hands both in: this module knows no capability.
 */
export function mountWeb(
  app: Hono<AppEnv>,
  webDir: string,
  env: Env,
  config: { initial: PublicConfigDto; current?: () => Promise<{ config: PublicConfigDto }> },
): void {
  const { current } = config;
  const shellFile = fs.existsSync(path.join(webDir, APP_SHELL_FILE)) ? APP_SHELL_FILE : 'index.html';
  const shellHtml = fs.readFileSync(path.join(webDir, shellFile), 'utf8');
  const rendered = new Map<string, string>();
  for (const page of PUBLIC_PAGES) {
    const html = prerenderedFile(webDir, page.path);
    if (html) rendered.set(page.path, html);
  }
  const fill = (config: PublicConfigDto): Filled => ({
    config,
    shell: compressedPage(fillPage(shellHtml, config, env.PUBLIC_URL)),
    pages: new Map([...rendered].map(([p, html]) => [p, compressedPage(fillPage(html, config, env.PUBLIC_URL))])),
  });
  const initial = fill(config.initial);
  const byConfig = new WeakMap<PublicConfigDto, Filled>();
  const filled = async (): Promise<Filled> => {
    if (!current) return initial;
    const { config } = await current();
    let f = byConfig.get(config);
    if (!f) byConfig.set(config, (f = fill(config)));
    return f;
  };
  const files = readStaticFiles(webDir);

  app.get('/robots.txt', (c) => c.text(robotsTxt(env.PUBLIC_URL), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(env.PUBLIC_URL), 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get('*', async (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file, 200, c.req.path.startsWith('/assets/') ? IMMUTABLE : {});
    const p = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const { pages, shell, config } = await filled();
    if (config.stores && STORE_PAGES.includes(p)) return send(c, shell(), 200, PAGE);
    const page = pages.get(p);
    if (page) return send(c, page(), 200, PAGE);
    // Screens of the app get the shell; the HTML files themselves hold placeholders, so they
    // are never served raw. Any other file that is not in the build is missing.
    if (!/\.[a-z0-9]+$/i.test(p) || p.endsWith('.html')) return send(c, shell(), isAppScreen(p) ? 200 : 404, PAGE);
    return c.text('Not found', 404, p.startsWith('/assets/') ? { 'X-Content-Type-Options': 'nosniff' } : {});
  });
}
