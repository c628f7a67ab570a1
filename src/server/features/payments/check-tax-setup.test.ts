// The overview's check of the seller's tax details: configured, or which settings are missing.
import { expect, it } from 'vitest';
import { DEMO_GSTIN } from '../../../domain/gst.ts';
import { checkTaxSetup } from './check-tax-setup.ts';

it('passes with a GSTIN and an address, and names what is missing otherwise', () => {
  expect(checkTaxSetup({ SELLER_GSTIN: DEMO_GSTIN, SELLER_ADDRESS: '12 Lodhi Road' })).toEqual({
    name: 'Receipt tax details',
    ok: true,
    detail: `GSTIN ${DEMO_GSTIN}`,
  });
  expect(checkTaxSetup({ SELLER_GSTIN: undefined, SELLER_ADDRESS: '12 Lodhi Road' })).toEqual({
    name: 'Receipt tax details',
    ok: false,
    detail: 'Not configured: set SELLER_GSTIN (rupee receipts show no GST until then)',
  });
  expect(checkTaxSetup({ SELLER_GSTIN: undefined, SELLER_ADDRESS: undefined }).detail).toBe(
    'Not configured: set SELLER_GSTIN and SELLER_ADDRESS (rupee receipts show no GST until then)',
  );
  expect(checkTaxSetup({ SELLER_GSTIN: DEMO_GSTIN, SELLER_ADDRESS: undefined })).toEqual({
    name: 'Receipt tax details',
    ok: false,
    detail: 'Not configured: set SELLER_ADDRESS',
  });
});
