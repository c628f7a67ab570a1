// The worst bodies the caps allow, answered: JSON nested as deep as 1 MiB (64 KiB on better-auth's
// endpoints) can hold, and the widest body at the depth limit, sent to a public form, sign-in and
// the payment webhook without a session. Each is sent 20 times while a health check runs every
// 5 ms beside it: the figures are how long the answer took and how long the health check waited
// (how long one request can hold the server).
import { fmt, startServer } from './support.ts';

const PORT = 3710;
const MiB = 1024 * 1024;
const DEPTH_LIMIT = 16;

const deepArrays = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const deepObjects = (bytes: number) => {
  const n = Math.floor((bytes - 1) / 6);
  return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
};
/** As many values as fit, 15 levels down, the last one holding a NUL: the whole body is walked. */
const wideAtLimit = (bytes: number) => {
  const open = '['.repeat(DEPTH_LIMIT - 1);
  const close = ']'.repeat(DEPTH_LIMIT - 1);
  const room = bytes - open.length - close.length - 16;
  return `${open}${'"a",'.repeat(Math.floor(room / 4))}"\\u0000"${close}`;
};

const targets = [
  { name: 'POST /api/contact', path: '/api/contact', cap: MiB },
  { name: 'POST /api/auth/sign-in/email', path: '/api/auth/sign-in/email', cap: 64 * 1024 },
  { name: 'POST /api/payments/webhook', path: '/api/payments/webhook', cap: MiB },
];
const bodies = [
  { name: 'nested arrays', make: deepArrays },
  { name: 'nested objects', make: deepObjects },
  { name: 'widest at the depth limit', make: wideAtLimit },
];

const server = await startServer({ dataDir: '.data-bench/deep-input', port: PORT, fresh: true });
const headers = { 'Content-Type': 'application/json', Origin: server.url, 'X-Razorpay-Signature': 'ab'.repeat(32) };

/** The longest wait of a health check sent every 5 ms while `work` runs. */
async function healthWaitDuring(work: () => Promise<void>): Promise<number> {
  let worst = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  await work();
  done = true;
  await probe;
  return worst;
}

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log('| route | body | size | status | answer p50 | answer max | health check max wait |');
console.log('|---|---|---|---|---|---|---|');
try {
  for (const t of targets) {
    for (const b of bodies) {
      const body = b.make(t.cap - 1024);
      const times: number[] = [];
      const statuses = new Set<number>();
      const wait = await healthWaitDuring(async () => {
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          const res = await fetch(`${server.url}${t.path}`, { method: 'POST', headers, body });
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          statuses.add(res.status);
        }
      });
      times.sort((a, b) => a - b);
      const kib = `${fmt(Buffer.byteLength(body) / 1024, 0)} KiB`;
      console.log(
        `| ${t.name} | ${b.name} | ${kib} | ${[...statuses].join(', ')} | ${fmt(p(times, 0.5))} ms | ${fmt(times.at(-1)!)} ms | ${fmt(wait)} ms |`,
      );
    }
  }
} finally {
  await server.stop();
}
