// The demo's sales: the report the demo seed builds (our CSV, one line per release, platform and
// day) imported and confirmed as an admin would, then a payout claim or two, all through the
// same operations, so every demo figure comes from a real import and the ledger.
import { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { systemActor, type UserActor } from '../../actor.ts';
import { createClaim } from '../payouts/create-claim.ts';
import { confirmImport } from './confirm-import.ts';

export type DemoClaim = { userId: string; amount: string; method: 'bank_transfer' | 'paypal'; email: string; name: string };

export async function importDemoSales(deps: Deps, reportCsv: string, claims: DemoClaim[]): Promise<void> {
  const actor = systemActor('seed-demo');
  const { createImport } = await import('./create-import.ts'); // loaded on first use
  const preview = await createImport(deps, actor, {
    body: Readable.from([Buffer.from(reportCsv)]),
    fileName: 'demo-sales.csv',
    source: 'Demo stores',
  });
  await confirmImport(deps, actor, preview.id, { version: preview.version });
  for (const c of claims) {
    const artist: UserActor = { kind: 'user', userId: c.userId, role: 'user', ip: null };
    await createClaim(deps, artist, {
      amount: c.amount,
      payment_method: c.method,
      payment_details:
        c.method === 'paypal'
          ? { paypal_email: c.email }
          : { account_holder: c.name, bank_name: 'Demo Bank', account_number: '000111222333', routing_number: '021000021' },
    });
  }
}
