// Whether rupee receipts can carry their GST details: the console's overview shows it among the
// health checks, so an admin sees that SELLER_GSTIN (or the seller's address) is missing.
import type { HealthCheckDto } from '../../../domain/platform-dto.ts';
import type { Env } from '../../env.ts';

export function checkTaxSetup(env: Pick<Env, 'SELLER_GSTIN' | 'SELLER_ADDRESS'>): HealthCheckDto {
  const missing = [!env.SELLER_GSTIN && 'SELLER_GSTIN', !env.SELLER_ADDRESS && 'SELLER_ADDRESS'].filter((s) => s !== false);
  if (missing.length === 0) return { name: 'Receipt tax details', ok: true, detail: `GSTIN ${env.SELLER_GSTIN}` };
  return {
    name: 'Receipt tax details',
    ok: false,
    detail: `Not configured: set ${missing.join(' and ')}${env.SELLER_GSTIN ? '' : ' (rupee receipts show no GST until then)'}`,
  };
}
