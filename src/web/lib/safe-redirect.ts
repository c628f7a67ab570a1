// Where to go after signing in: only a path of this site that the app knows, else the fallback.
// Backslashes, control characters (raw or percent-encoded), other origins and unknown paths
// are never followed: browsers read "/\evil.example" as another site, and a path the router
// does not know would only show an error.
const UNSAFE = /[\\\p{Cc}]/u;

export function safeRedirect(value: string | null, isKnownPath: (pathname: string) => boolean, fallback: string, origin: string): string {
  if (!value || !value.startsWith('/') || UNSAFE.test(value)) return fallback;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, origin);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || UNSAFE.test(decoded) || decoded.startsWith('//') || !isKnownPath(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
