// What a store needs from a release before a message can be written, as reasons an artist or an
// admin can act on. The first one found is the refusal.
import { severalNamesProblem } from '../../../../domain/artist-names.ts';
import { isrcProblem, upcProblem } from '../../../../domain/identifiers.ts';
import { releaseTypeProblem } from '../../../../domain/release-type.ts';
import { territoryProblem } from '../../../../domain/territories.ts';
import { names } from './message-parts.ts';
import type { ReleaseSnapshot } from './types.ts';

export function releaseProblems(s: ReleaseSnapshot): string[] {
  const problems: string[] = [];
  if (!s.icpn) problems.push('The release has no UPC yet.');
  else if (upcProblem(s.icpn)) problems.push(`The release's UPC ${s.icpn} is not valid: ${upcProblem(s.icpn)}.`);
  if (!s.genre) problems.push('The release needs a genre.');
  const mainArtist = severalNamesProblem('The artist name', s.artistName);
  if (mainArtist) problems.push(mainArtist);
  for (const name of s.otherMainArtists) {
    const problem = severalNamesProblem('The main artist', name);
    if (problem) problems.push(problem);
  }
  if (!s.cover) problems.push('The release has no cover art file.');
  if (s.tracks.length === 0) problems.push('The release has no tracks.');
  if (s.releaseType === 'album' && s.tracks.length < 2) problems.push('An album needs at least two tracks.');
  const type = releaseTypeProblem(
    s.releaseType,
    s.tracks.map((t) => t.durationSeconds || null),
  );
  if (type) problems.push(`${type.message} ${type.fix}`);
  if (s.preOrderDate && !s.releaseDate) problems.push('A pre-order needs a release date.');
  const territory = territoryProblem(s.territories);
  if (territory) problems.push(`Territories: ${territory}.`);
  const seen = new Set<string>();
  for (const t of s.tracks) {
    const which = `Track ${t.position} (${t.title || 'untitled'})`;
    if (!t.title) problems.push(`${which} needs a title.`);
    if (!t.audio) problems.push(`${which} has no uploaded audio file.`);
    else if (!t.durationSeconds) problems.push(`${which}: the length of its audio could not be read.`);
    if (!t.isrc) problems.push(`${which} has no ISRC yet.`);
    else if (isrcProblem(t.isrc)) problems.push(`${which}: the ISRC ${t.isrc} is not valid.`);
    else if (seen.has(t.isrc)) problems.push(`${which} repeats the ISRC ${t.isrc}.`);
    if (t.isrc) seen.add(t.isrc);
    // Contributors are stored comma-separated (one name per entry of the form), so only the other separators show here.
    const credits: [string, string[]][] = [
      ['the featured artist', t.featuringArtists],
      ['the writer/composer', names(t.writerComposer ?? s.writerComposer)],
      ['the producer', names(t.producer ?? s.producer)],
    ];
    for (const [what, list] of credits)
      for (const name of list) {
        const problem = severalNamesProblem(`${which}: ${what}`, name);
        if (problem) problems.push(problem);
      }
  }
  return problems;
}
