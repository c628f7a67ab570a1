// One build at a time in a checkout: `npm run build`, `npm start` and the browser tests' server
// may start builds together, and two writing dist/ at once break each other. The lock is a folder
// (made atomically) holding the builder's pid; a lock whose process is gone is taken over.
import fs from 'node:fs';
import path from 'node:path';

const LOCK = 'dist/.build-lock';

function ownerAlive(): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  let waited = false;
  for (const started = Date.now(); ;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock without a pid file yet is being taken: give its owner a moment.
      if (fs.existsSync(path.join(LOCK, 'pid')) && !ownerAlive()) {
        fs.rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!waited) console.log('Waiting for another build of this checkout to finish...');
      waited = true;
      if (Date.now() - started > 15 * 60_000)
        throw new Error(`${LOCK} is held for 15 minutes: remove it if no build is running`, { cause: err });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const release = () => fs.rmSync(LOCK, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}
