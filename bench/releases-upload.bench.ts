// Upload of a 1 GiB WAV to the real server (disk storage): throughput, and how much the server's
// resident memory grows while it streams the file to storage (target: under 64 MB).
import http from 'node:http';
import { wavHeader } from '../src/server/test/upload-fixtures.ts';
import { benchArtist, rssMiB } from './releases-session.ts';
import { fmt, startServer } from './support.ts';

const PORT = 3740;
const dataDir = '.data-bench/releases-upload';
const SIZE = 1024 ** 3; // 1 GiB of audio data
const CHUNK = Buffer.alloc(1024 * 1024);

const server = await startServer({ dataDir, port: PORT, fresh: true });
try {
  const { db, headers } = await benchArtist(server.url, dataDir, PORT + 20000);
  await db.end();
  const pid = server.proc.pid!;
  // Warm the route once with a small file so lazy imports are loaded before measuring.
  await fetch(`${server.url}/api/uploads/audio?name=warm.wav`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    body: Buffer.concat([wavHeader(44_100 * 4), Buffer.alloc(44_100 * 4)]),
  });
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
  const header = wavHeader(SIZE);
  const total = header.length + SIZE;
  const t0 = performance.now();
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${server.url}/api/uploads/audio?name=long-take.wav`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/octet-stream', 'Content-Length': String(total) },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      if (sent === 0) req.write(header);
      while (sent < SIZE) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`);
  const file = JSON.parse(result.body) as { sizeBytes: number; audio: { durationSeconds: number } };
  console.log(
    `1 GiB WAV upload (disk storage): ${fmt(seconds, 1)} s, ${fmt(total / 1024 ** 2 / seconds, 0)} MiB/s; stored ${file.sizeBytes} bytes, duration read ${fmt(file.audio.durationSeconds / 60, 1)} min`,
  );
  console.log(
    `server resident memory: ${fmt(before, 0)} MiB before, peak ${fmt(peak, 0)} MiB, growth ${fmt(peak - before, 1)} MiB (target < 64 MB)`,
  );
} finally {
  await server.stop();
}
