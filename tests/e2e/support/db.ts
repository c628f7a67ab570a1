// The e2e server's own PostgreSQL, for a journey that sets up or checks rows directly, and
// uploads through the API as the signed-in page.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, PORT } from '../../../playwright.config.ts';

const PG_PORT = PORT + 20000;

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, 'pg.secret'), 'utf8').trim();
  const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${PG_PORT}/postgres` });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

export async function upload(page: Page, kind: 'cover' | 'audio', name: string, data: Buffer): Promise<string> {
  const res = await page.request.put(`/api/uploads/${kind}?name=${name}`, {
    data,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
