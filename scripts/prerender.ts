// Writes every public page (domain/public-pages.ts) as static HTML: dist/web/<path>/index.html
// with its own title, description, canonical link and Open Graph tags, and the page's words in
// #root for crawlers without JavaScript; the browser then hydrates it. PUBLIC_URL and the contact
// values stay placeholders that the server fills in (server/web/mount-web.ts). The app shell that
// other paths get is kept as app-shell.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_FILE, PRERENDERED_ATTRIBUTE, PUBLIC_URL_PLACEHOLDER } from '../src/domain/public-config.ts';
import { PUBLIC_PAGES, type PublicPage } from '../src/domain/public-pages.ts';
import { escapeHtml } from '../src/domain/escape-html.ts';

function head(page: PublicPage): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path}`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    page.indexed ? '' : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Tunelane" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.jpg" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The shell with one page's head and body in it. */
function pageHtml(shell: string, page: PublicPage, body: string): string {
  const withHead = shell
    .replace('<html lang="en">', `<html lang="en" ${PRERENDERED_ATTRIBUTE}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, head(page));
  const html = withHead.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (html === withHead || !html.includes(PRERENDERED_ATTRIBUTE) || !html.includes('rel="canonical"')) {
    throw new Error(
      'index.html no longer has the <html lang="en">, <title>, description and <div id="root"></div> the pre-render fills in',
    );
  }
  return html;
}

export async function prerenderPages(webDir: string, serverEntry: string): Promise<string[]> {
  const { renderPath } = (await import(pathToFileURL(serverEntry).href)) as { renderPath: (p: string) => Promise<string> };
  const shellPath = path.join(webDir, APP_SHELL_FILE);
  // index.html is Vite's shell on a fresh build; keep it before the landing page takes its name.
  if (!fs.existsSync(shellPath) || !fs.readFileSync(path.join(webDir, 'index.html'), 'utf8').includes(PRERENDERED_ATTRIBUTE)) {
    fs.copyFileSync(path.join(webDir, 'index.html'), shellPath);
  }
  const shell = fs.readFileSync(shellPath, 'utf8');
  const written: string[] = [];
  for (const page of PUBLIC_PAGES) {
    const body = await renderPath(page.path);
    if (/<script|<!--\$[?!]-->/.test(body))
      throw new Error(`${page.path} rendered with suspended content or inline scripts: preload its screens`);
    const file = page.path === '/' ? path.join(webDir, 'index.html') : path.join(webDir, page.path.slice(1), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageHtml(shell, page, body));
    written.push(path.relative(process.cwd(), file));
  }
  return written;
}
