// Changes to a release stores already hold: the artist's edit (or an admin's, for the artist) waits
// for review as a revision while the delivered version keeps selling; an approved one goes to every
// store as an update under the same UPC and ISRCs, which stores key the release and its recordings on.
// The input schemas are release-updates-schema.ts and the answers release-updates-dto.ts, so
// screens that show these texts load no zod.

/** Release statuses whose edit is held as a revision instead of changing the release. */
export const UPDATABLE_STATUSES = ['approved', 'distributed'] as const;

export const UPC_FIXED =
  'The UPC cannot change once the release is in stores: stores know the release by it. Take it down and release it anew to use another.';
export const ISRC_FIXED =
  'A delivered recording keeps its ISRC: stores know it by that code. Leave the ISRC as it is (a new track left blank gets its own).';
export const REVISION_SAVED = 'Your changes are waiting for review. Stores keep the current version until they are approved.';
export const REVISION_NOT_PENDING = 'This update was already reviewed.';
export const NO_PENDING_REVISION = 'This release has no update waiting for review.';
export const REVISION_NEEDS_NOTES = 'Please say why the update is rejected.';
export const ADMIN_REVISION_SAVED = 'Your change is waiting below: approve it to send it to every store.';
export const REVISION_CHANGED_ELSEWHERE =
  'This release or the update waiting on it changed since you opened the form. Open Edit release again to start from the latest, then make your change.';
export const NOT_IN_STORES =
  'Only a release in stores (approved or distributed) is corrected with an update. Change the status in the review instead.';

export type { ReleaseVersionDto, VersionAuthorDto, VersionDeliveryDto } from './release-updates-dto.ts';
