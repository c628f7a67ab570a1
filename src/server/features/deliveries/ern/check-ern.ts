// What the ERN schema cannot check, checked on the written message: every reference defined once
// and every use resolving to a definition of the right kind, DPIDs (the header's parties and DPID
// namespaces, with their check characters), ISRC and ICPN formats and check digits, each party
// credited once per resource (Release Profiles 7.4(6)), deal periods in one kind of time, and the
// audio album profile (two recordings at least, a front cover). DDEX's own samples pass
// (conformance.test.ts).
import { create } from 'xmlbuilder2';
import { dpidProblem } from '../../../../domain/dpid.ts';
import { icpnProblem, isrcProblem } from '../../../../domain/identifiers.ts';

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

type El = {
  nodeType: number;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<El>;
  getAttribute(name: string): string | null;
};

// Stryker disable next-line MethodExpression: equivalent, text and comment nodes have no element's name and no children, so neither walk nor lookup finds them
const elements = (el: El) => Array.from(el.childNodes).filter((c) => c.nodeType === 1);

/** Every element by local name, and every Namespace attribute's value, from one walk of the tree (the DOM is slow to walk). */
function indexOf(root: El): { texts: (name: string) => { text: string; el: El }[]; namespaces: string[] } {
  const byName = new Map<string, El[]>();
  const namespaces: string[] = [];
  const walk = (el: El) => {
    const list = byName.get(el.localName);
    if (list) list.push(el);
    else byName.set(el.localName, [el]);
    const ns = el.getAttribute('Namespace');
    if (ns !== null) namespaces.push(ns);
    for (const child of elements(el)) walk(child);
  };
  walk(root);
  return { texts: (name) => (byName.get(name) ?? []).map((el) => ({ text: (el.textContent ?? '').trim(), el })), namespaces };
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
  const { texts, namespaces } = indexOf(root);
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
      const problem = dpidProblem(id);
      if (problem) problems.push(`the ${side}'s PartyId ${id || '(none)'} is not a DPID: ${problem}`);
    }
  }
  for (const ns of namespaces) {
    if (ns.startsWith('PADPIDA') && dpidProblem(ns)) problems.push(`the Namespace ${ns} is not a DPID: ${dpidProblem(ns)}`);
  }
  for (const { text } of texts('ISRC')) if (isrcProblem(text)) problems.push(`ISRC ${text}: ${isrcProblem(text)}`);
  for (const { text } of texts('ICPN')) if (icpnProblem(text)) problems.push(`ICPN ${text}: ${icpnProblem(text)}`);
  for (const kind of ['SoundRecording', 'Image', 'Video']) {
    for (const { el } of texts(kind)) {
      const refs = elements(el)
        .filter((c) => c.localName === 'Contributor')
        .map((c) => childText(c, 'ContributorPartyReference'));
      const twice = refs.filter((r, i) => refs.indexOf(r) !== i);
      const ref = childText(el, 'ResourceReference');
      for (const r of new Set(twice))
        problems.push(`${kind} ${ref}: party ${r} is a Contributor twice (one Contributor lists all its roles)`);
    }
  }
  for (const { el } of texts('ValidityPeriod')) {
    const times = elements(el)
      .filter((c) => c.localName.endsWith('DateTime'))
      .map((c) => (c.textContent ?? '').trim());
    const zoned = times.map((t) => /(Z|[+-]\d\d:\d\d)$/.test(t));
    if (zoned.some((z) => z !== zoned[0])) problems.push(`a deal period mixes local and zoned times: ${times.join(' to ')}`);
  }
  const recordings = texts('SoundRecording').length;
  const covers = texts('Image').filter(({ el }) => childText(el, 'Type') === 'FrontCoverImage').length;
  for (const { text } of texts('ReleaseType')) {
    if (text === 'Album' && recordings < 2) problems.push('an album needs at least two sound recordings');
  }
  if (covers === 0) problems.push('the release has no front cover image');
  return problems;
}
