// One person or group per name. Several people in one name ("A; B", "A feat. B") stay one party at
// the stores (ERN Release Profiles 7.2(4) allows a combined name only when it cannot be
// separated), so such a name is refused with the fix: enter each artist separately. It is never
// split by guesswork. "&", "," and "/" are also the names of acts ("Simon & Garfunkel", "Earth,
// Wind & Fire", "AC/DC"): the form only asks about them, and the message takes them as written.
const SEPARATOR = /\s*[;,&/]\s*|\s+(?:feat\.?|ft\.?|featuring|vs\.?)\s+/i;
/** The separators no act's name carries: a credit ("feat.") or a list (";"). */
const JOINED = /\s*;\s*|\s+(?:feat\.?|ft\.?|featuring|vs\.?)\s+/i;

export const ENTER_SEPARATELY = 'Enter each artist separately';

/**
 * The main artists as one line, the way stores show several: "A", "A & B", "A, B & C". The
 * message also names each as its own party (a MainArtist each), so this is only what is shown.
 */
export function artistLine(main: string, others: readonly string[] = []): string {
  const all = [main, ...others].filter(Boolean);
  return all.length < 2 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} & ${all.at(-1)}`;
}

/** A separator the name holds ("&", "feat.", ...), or null for one name: the form asks whether it is several. */
export function nameSeparator(name: string): string | null {
  const m = SEPARATOR.exec(name.trim());
  return m ? m[0].trim() : null;
}

/** A separator that always joins several names (";", "feat.", "ft.", "featuring", "vs."), or null. */
export function joinedNamesSeparator(name: string): string | null {
  const m = JOINED.exec(name.trim());
  return m ? m[0].trim() : null;
}

/** The problem with a name that joins several, e.g. `The featured artist "A feat. B" holds more than one name ("feat."). Enter each artist separately.` */
export function severalNamesProblem(what: string, name: string): string | null {
  const sep = joinedNamesSeparator(name);
  return sep ? `${what} "${name}" holds more than one name ("${sep}"). ${ENTER_SEPARATELY}.` : null;
}
