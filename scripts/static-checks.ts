// The static checks of `npm test` (types, lint, formatting, dependency rules) side by side: each is
// one process on one core, and the type check alone takes as long as the other three together.
// Each check's output is printed whole when it ends; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint', 'format:check', 'deps'];

const run = (script: string) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(out).toString().trimEnd();
      console.log(`${code === 0 ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s)${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
