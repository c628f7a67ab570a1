// Indian GST on what buyers paying in rupees are charged (CGST Act 2017, IGST Act 2017): the
// seller's GSTIN and its checksum, the state codes, the place of supply and the 18 % split of a
// payment. Plan prices (plans.ts, money.ts) are what the buyer pays, tax included, so the tax is
// carved out of the amount paid: taxable value + tax = amount paid, to the paisa.

/** The GST rate on the service, in percent. */
export const GST_RATE_PERCENT = 18;

/** The states and union territories by their GST state code (the first two digits of a GSTIN). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

export const isGstStateCode = (code: unknown): code is string => typeof code === 'string' && Object.hasOwn(GST_STATES, code);

/** "Delhi (07)", as invoices name a state. */
export const gstStateLabel = (code: string): string => `${GST_STATES[code] ?? code} (${code})`;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme: weights 1, 2, 1, 2 ...). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN, in words, or null when it is well formed, of a known state, and its check character holds. */
export function gstinProblem(value: string): string | null {
  const m = GSTIN_SHAPE.exec(value);
  if (!m) return 'must be a 15-character GSTIN: state code, PAN, entity number, Z and a check character, in capitals';
  if (!isGstStateCode(m[1])) return `state code ${m[1]} is not a state or union territory`;
  if (gstinCheckChar(value.slice(0, 14)) !== value[14]) return 'its check character does not match (mistyped?)';
  return null;
}

/** The tax carved out of a tax-inclusive amount: CGST + SGST within the seller's state, IGST across states. */
export type GstSplit = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * Splits an amount paid (minor units, tax included) into the taxable value and the tax at 18 %.
 * The taxable value is paid × 100 / 118 rounded to the nearest paisa (halves up); the tax is the
 * rest, so the parts always add up to what was paid. Within a state the tax is halved between
 * CGST and SGST, the odd paisa (if any) going to CGST.
 */
export function gstSplit(paid: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(paid) || paid < 0) throw new RangeError('an amount paid is whole minor units, not negative');
  const hundred = BigInt(100 + GST_RATE_PERCENT);
  const taxable = Number((BigInt(paid) * 200n + hundred) / (2n * hundred));
  const tax = paid - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/**
 * Where the supply takes place, for a buyer who is not GST-registered (IGST Act s. 12(2)(b)): the
 * buyer's state when their address is on record; otherwise the supplier's own location, so the
 * tax is CGST + SGST and the receipt names only the country.
 */
export function placeOfSupply(sellerState: string, buyerState: string | null): { label: string; intraState: boolean } {
  if (buyerState === null) return { label: 'India', intraState: true };
  return { label: gstStateLabel(buyerState), intraState: buyerState === sellerState };
}

/** A made-up GSTIN of a Delhi company whose check character holds: for tests and the local demo, never for real receipts. */
export const DEMO_GSTIN = '07AAACT1234F1ZT';
