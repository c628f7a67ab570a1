// `npm start`: builds the web app when its sources are newer than the build, then serves.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const built = 'dist/web/app-shell.html'; // written by the build once the bundles are done

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest('src/web'), newest('src/domain'), fs.statSync('vite.config.ts').mtimeMs, fs.statSync('package-lock.json').mtimeMs);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('Building the web app...');
  execFileSync(process.execPath, ['scripts/build.ts', '--quiet'], { stdio: 'inherit' }); // the same build as `npm run build`
}
await import('../src/server/main.ts');
