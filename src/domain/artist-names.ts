// One person or group per name. Several people in one name ("A & B", "A; B", "A, B", "A feat. B")
// stay one party at the stores (ERN Release Profiles 7.2(4) allows such a name only when it
// cannot be separated), so such a name is flagged for the artist to enter each one separately;
// it is never split by guesswork ("Simon & Garfunkel" may be one act, or two).
const SEPARATOR = /\s*[;,&/]\s*|\s+(?:feat\.?|ft\.?|featuring|vs\.?)\s+/i;

export const ENTER_SEPARATELY = 'Enter each artist separately';

/** The separator a name holds ("&", "feat.", ...), or null for one name. */
export function nameSeparator(name: string): string | null {
  const m = SEPARATOR.exec(name.trim());
  return m ? m[0].trim() : null;
}

/** The problem with a name holding several, e.g. `The featured artist "A & B" holds more than one name ("&"). Enter each artist separately.` */
export function severalNamesProblem(what: string, name: string): string | null {
  const sep = nameSeparator(name);
  return sep ? `${what} "${name}" holds more than one name ("${sep}"). ${ENTER_SEPARATELY}.` : null;
}
