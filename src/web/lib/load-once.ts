// A module loaded when first needed and then kept: every caller shares the one import, and a
// failed import (a network hiccup) is tried again by the next caller instead of being kept.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load()).catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
}
