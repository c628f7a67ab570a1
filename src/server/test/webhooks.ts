// A webhook receiver for tests: a real HTTP server on 127.0.0.1 that keeps every request (headers
// and raw body) and answers with the statuses it is given in turn (200 once they run out); and an
// Enterprise label with an endpoint pointing at it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { CreatedWebhookDto } from '../../domain/webhooks-dto.ts';
import type { TestContext } from './test-context.ts';
import type { TestUser } from './users.ts';

export type Received = { headers: http.IncomingHttpHeaders; body: string };
export type Receiver = { url: string; hostPort: string; received: Received[]; answers: number[]; close: () => Promise<void> };

export async function startReceiver(answers: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const queue = [...answers];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    hostPort: `127.0.0.1:${port}`,
    received,
    answers: queue,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const onEnterprise = (ctx: TestContext, u: TestUser, plan = 'enterprise_label') =>
  ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${u.id}`,
  );

/** An endpoint of the user's through the API; its id and secret. */
export async function addEndpoint(ctx: TestContext, u: TestUser, url: string, events: string[]): Promise<CreatedWebhookDto> {
  const res = await ctx.request('POST', '/api/webhooks', { cookie: u.cookie, body: { url, description: 'Our system', events } });
  if (res.status !== 201) throw new Error(`endpoint not added: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedWebhookDto;
}
