// `npm start`: builds what is older than its sources (the web app and the server bundle, or the
// server bundle alone), then becomes the server: this process is replaced by
// `node <SERVER_FLAGS> dist/server/main.js` (execve; scripts/server-command.ts), so one long-lived
// process remains under npm.
// That command is also the one to run under systemd or in a container (README, "Run it").
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, SERVER_ENV, SERVER_FLAGS } from './server-command.ts';

const WEB_BUILT = 'dist/web/app-shell.html'; // written by the build once the bundles are done

function newest(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const e of fs.readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) latest = Math.max(latest, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return latest;
}

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newestOf = (entries: string[]) => Math.max(...entries.map(newest));

function build(args: string[], what: string) {
  console.log(`Building ${what}...`);
  execFileSync(process.execPath, ['scripts/build.ts', '--quiet', ...args], { stdio: 'inherit' }); // as `npm run build`
}

const shared = ['src/domain', 'package-lock.json', 'scripts/build.ts'];
if (builtAt(WEB_BUILT) < newestOf(['src/web', 'vite.config.ts', 'scripts/prerender.ts', ...shared])) {
  build([], 'the web app and the server');
} else if (
  builtAt(SERVER_ENTRY) <
  newestOf(['src/server', 'scripts/build-server.ts', 'scripts/slim-source-map.ts', 'scripts/server-command.ts', ...shared])
) {
  build(['--server'], 'the server');
}

if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...SERVER_FLAGS, SERVER_ENTRY], { ...SERVER_ENV, ...process.env });
} else {
  // No execve (Windows): run the bundle in this process.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
}
