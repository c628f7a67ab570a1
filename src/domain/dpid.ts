// DDEX Party Identifiers (DPIDs), the ids of every sender and recipient of a DDEX message. A DPID
// has 18 characters: the identifier scheme `PA`, the id type `DPIDA`, a party number of ten
// characters (DDEX allocates the date of allocation and a sequence, as 2011072101) and a check
// character computed over the seventeen before it with ISO 7064 MOD 37,36. Written for people as
// PA-DPIDA-2011072101-T; in messages without the hyphens, as PADPIDA2011072101T.

export const DPID_MESSAGES = {
  format: 'A DDEX party id is PADPIDA, ten letters or digits and a check character, as PADPIDA2011072101T',
  check: 'This DDEX party id has a wrong check character',
} as const;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DPID = /^PADPIDA[0-9A-Z]{10}[0-9A-Z]$/;

/** ISO 7064 MOD 37,36 (the hybrid system over the 36 digits and letters): the check character of `body`. */
export function mod3736CheckCharacter(body: string): string {
  let p = 36;
  for (const ch of body) {
    let s = (p + ALPHABET.indexOf(ch)) % 36;
    if (s === 0) s = 36;
    p = (s * 2) % 37;
  }
  return ALPHABET[(37 - p) % 36]!;
}

/** Upper case, spaces and the hyphens of the printed form dropped. */
export function normaliseDpid(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The reason a DPID (as written in a message: no hyphens, upper case) cannot be used, or null. */
export function dpidProblem(dpid: string): string | null {
  if (!DPID.test(dpid)) return DPID_MESSAGES.format;
  return mod3736CheckCharacter(dpid.slice(0, -1)) === dpid.at(-1) ? null : DPID_MESSAGES.check;
}

/**
 * The test parties of local folder test stores: well-formed DPIDs with their check characters, on
 * party numbers DDEX never allocates (its numbers start with the date of allocation, from 2006).
 * Nothing sent as or to them reaches a store; they stand in until our own and the stores' DPIDs are set.
 */
export const TEST_SENDER_DPID = 'PADPIDA0000000003K';
export const TEST_RECIPIENT_DPID = 'PADPIDA0000000005G';
