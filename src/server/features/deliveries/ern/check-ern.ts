// What the ERN schema cannot check, checked on the written message: every reference defined once
// and every use resolving to a definition of the right kind, DPIDs in the header, ISRC and ICPN
// formats and check digits, and the audio album profile (two recordings at least, a front cover).
import { create } from 'xmlbuilder2';
import { isrcProblem, upcProblem } from '../../../../domain/identifiers.ts';
import { DPID } from './ddex-values.ts';

/** Which definition each kind of reference must point to. */
const USES: Record<string, string> = {
  ArtistPartyReference: 'PartyReference',
  ContributorPartyReference: 'PartyReference',
  ReleaseLabelReference: 'PartyReference',
  ReleaseResourceReference: 'ResourceReference',
  LinkedReleaseResourceReference: 'ResourceReference',
  DealReleaseReference: 'ReleaseReference',
  ReleaseVisibilityReference: 'VisibilityReference',
};
const DEFINITIONS = ['PartyReference', 'ResourceReference', 'ReleaseReference', 'VisibilityReference', 'TechnicalResourceDetailsReference'];

type El = { nodeType: number; localName: string; textContent: string | null; childNodes: ArrayLike<El> };

// Stryker disable next-line MethodExpression: equivalent, text and comment nodes have no element's name and no children, so neither walk nor lookup finds them
const elements = (el: El) => Array.from(el.childNodes).filter((c) => c.nodeType === 1);

/** Every element by local name, from one walk of the tree (the DOM is slow to walk). */
function indexOf(root: El): (name: string) => { text: string; el: El }[] {
  const byName = new Map<string, El[]>();
  const walk = (el: El) => {
    const list = byName.get(el.localName);
    if (list) list.push(el);
    else byName.set(el.localName, [el]);
    for (const child of elements(el)) walk(child);
  };
  walk(root);
  return (name) => (byName.get(name) ?? []).map((el) => ({ text: (el.textContent ?? '').trim(), el }));
}

const childText = (el: El, name: string) =>
  elements(el)
    .find((c) => c.localName === name)
    ?.textContent?.trim();

/** The problems found; empty when the message passes. */
export function checkErn(xml: string): string[] {
  let root: El;
  try {
    root = (create(xml).node as unknown as { documentElement: El }).documentElement;
  } catch {
    return ['the message is not well-formed XML'];
  }
  const texts = indexOf(root);
  const problems: string[] = [];
  const defined = new Map<string, Set<string>>();
  for (const kind of DEFINITIONS) {
    const refs = new Set<string>();
    for (const { text } of texts(kind)) {
      if (refs.has(text)) problems.push(`${kind} ${text} is defined twice`);
      refs.add(text);
    }
    defined.set(kind, refs);
  }
  for (const [use, kind] of Object.entries(USES)) {
    for (const { text } of texts(use)) {
      if (!defined.get(kind)!.has(text)) problems.push(`${use} ${text} does not resolve`);
    }
  }
  for (const side of ['MessageSender', 'MessageRecipient']) {
    const parties = texts(side);
    if (parties.length === 0) problems.push(`the header has no ${side}`);
    for (const { el } of parties) {
      const id = childText(el, 'PartyId') ?? '';
      if (!DPID.test(id)) problems.push(`the ${side}'s PartyId ${id || '(none)'} is not a DPID`);
    }
  }
  for (const { text } of texts('ISRC')) if (isrcProblem(text)) problems.push(`ISRC ${text}: ${isrcProblem(text)}`);
  for (const { text } of texts('ICPN')) if (upcProblem(text)) problems.push(`ICPN ${text}: ${upcProblem(text)}`);
  const recordings = texts('SoundRecording').length;
  const covers = texts('Image').filter(({ el }) => childText(el, 'Type') === 'FrontCoverImage').length;
  for (const { text } of texts('ReleaseType')) {
    if (text === 'Album' && recordings < 2) problems.push('an album needs at least two sound recordings');
  }
  if (covers === 0) problems.push('the release has no front cover image');
  return problems;
}
