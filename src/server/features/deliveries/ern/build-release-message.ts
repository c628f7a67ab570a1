import type { BuildMessageOptions, BuiltMessage, ReleaseSnapshot } from './types.ts';

/** A NewReleaseMessage (new, or a takedown whose deals end); throws DomainError VALIDATION when the release cannot make a valid one. */
export function buildReleaseMessage(_snapshot: ReleaseSnapshot, _options: BuildMessageOptions): BuiltMessage {
  throw new Error('not built yet');
}
