// Cover art given as a web address: fetched once, from the public internet only (see
// net/fetch-public.ts), then checked and stored exactly like an uploaded cover, so the release
// refers to its own copy by id. Anything that cannot be fetched or is not a JPG or PNG image is
// refused with a message the artist can act on.
import { pipeline, Transform } from 'node:stream';
import { DomainError, invalid } from '../../../domain/errors.ts';
import { extensionOf, formatBytes, SNIFF_BYTES, sniffType, type SniffedType, type UploadedFileDto } from '../../../domain/uploads.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { FetchRefused, fetchPublic, type FetchFailure, type PublicFetchResult } from '../../net/fetch-public.ts';
import { uploadFile } from './upload-file.ts';

const COVER_FETCH_TIMEOUT_MS = 20_000;
const FIELD = 'coverArtUrl';
const CANNOT = 'We could not use the cover art at that address';

/** The artist's message for a cover that cannot be used: what went wrong, then what to do. */
export function coverFetchMessage(
  reason: FetchFailure | 'not-image' | 'unreadable' | 'cut-off',
  detail: { status?: number; maxBytes?: number } = {},
): string {
  const why: Record<typeof reason, string> = {
    'invalid-url':
      'it must be a web address starting with https:// (without a user name or password). Please check it or upload the image.',
    'not-public': 'it does not point to a site on the public internet. Please give a public web address or upload the image.',
    port: 'only the standard web ports can be used. Please give another address or upload the image.',
    'not-found': 'the site could not be found. Please check the address or upload the image.',
    unreachable: 'the site could not be reached. Please try again later or upload the image.',
    timeout: 'the site took too long to send it. Please try again later or upload the image.',
    redirects: 'it redirects too many times. Please give the address of the image itself or upload it.',
    status: `the site answered with an error${detail.status ? ` (HTTP ${detail.status})` : ''}. Please check the address or upload the image.`,
    'too-large': `the image is larger than ${formatBytes(detail.maxBytes ?? 0)}. Please upload a smaller image.`,
    'not-image': 'it is not a JPG or PNG image. Please give the address of the image itself or upload it.',
    unreadable: 'the image could not be read. Please check that it opens, or upload it.',
    'cut-off': 'the download was cut off. Please try again later or upload the image.',
  };
  return `${CANNOT}: ${why[reason]}`;
}

/**
 * Holds the body back until its first bytes have told what it is. A body that ends sooner is too
 * short for the upload to tell its type: the pipeline's callback below then finds no image.
 */
function sniffing(found: (type: SniffedType | undefined) => void): Transform {
  let head = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, next) {
      if (done) return next(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return next();
      done = true;
      found(sniffType(head));
      next(null, head);
    },
  });
}

/** A file name with the extension of what the content really is (the upload checks the two agree). */
function nameFor(url: URL, type: SniffedType): string {
  let last = url.pathname.split('/').pop()!; // a split gives at least one piece
  try {
    last = decodeURIComponent(last);
  } catch {
    // keep it encoded
  }
  // No separators or control characters (PostgreSQL refuses NUL in text).
  last = [...last]
    .filter((ch) => ch >= ' ' && ch !== '/' && ch !== '\\' && ch !== '\u007f')
    .join('')
    .slice(0, 200);
  const ext = type === 'jpg' ? 'jpg' : 'png';
  if (!last) return `cover.${ext}`;
  const current = extensionOf(last);
  if ((type === 'jpg' && (current === 'jpg' || current === 'jpeg')) || (type === 'png' && current === 'png')) return last;
  return `${last}.${ext}`;
}

export async function importCover(deps: Deps, actor: UserActor, address: string): Promise<UploadedFileDto> {
  const maxBytes = deps.env.UPLOAD_MAX_COVER_BYTES;
  let fetched: PublicFetchResult;
  try {
    fetched = await fetchPublic(address, {
      maxBytes,
      timeoutMs: COVER_FETCH_TIMEOUT_MS,
      headers: { Accept: 'image/jpeg, image/png;q=0.9, */*;q=0.1', 'User-Agent': `${deps.env.BRAND_NAME} cover art fetch` },
      allowInternal: deps.allowInternalFetch,
    });
  } catch (err) {
    if (err instanceof FetchRefused) {
      // Stryker disable next-line CallExpression,ObjectLiteral,StringLiteral: only a log line
      deps.log.info({ reason: err.reason, detail: err.message }, 'cover art URL refused');
      throw invalid(coverFetchMessage(err.reason, { status: err.status, maxBytes }), FIELD);
    }
    throw err;
  }

  // The body flows through a sniffer that holds it back once the first bytes are known.
  let found!: (type: SniffedType | undefined) => void;
  const typeKnown = new Promise<SniffedType | undefined>((resolve) => (found = resolve));
  const sniffer = sniffing(found);
  let failure: unknown;
  pipeline(fetched.body, sniffer, (err) => {
    // A body that ended or failed before SNIFF_BYTES has no type; after them this changes nothing.
    failure = err;
    found(undefined);
  });
  const type = await typeKnown;
  const refusal = () => {
    const cause = failure ?? sniffer.errored;
    return cause instanceof FetchRefused ? invalid(coverFetchMessage(cause.reason, { status: cause.status, maxBytes }), FIELD) : undefined;
  };
  if (type !== 'jpg' && type !== 'png') {
    sniffer.destroy(); // hangs up on the site rather than leave its body waiting
    // A body that failed before its first bytes were known was cut off, whatever it was.
    throw refusal() ?? invalid(coverFetchMessage(failure ? 'cut-off' : 'not-image'), FIELD);
  }
  try {
    return await uploadFile(deps, actor, {
      kind: 'cover',
      name: nameFor(fetched.url, type),
      contentLength: fetched.contentLength,
      body: sniffer,
    });
  } catch (err) {
    sniffer.destroy();
    const refused = refusal();
    if (refused) throw refused;
    // Not the size, nor the type: the fetch is capped at the cover's limit, and the type was sniffed
    // above from as many bytes as the upload sniffs. Other refusals (the quota, the rate) keep their
    // words.
    if (err instanceof DomainError && err.code === 'UNREADABLE') throw invalid(coverFetchMessage('unreadable'), FIELD);
    if (err instanceof DomainError && err.code === 'UPLOAD_INCOMPLETE') throw invalid(coverFetchMessage('cut-off'), FIELD);
    throw err;
  }
}
