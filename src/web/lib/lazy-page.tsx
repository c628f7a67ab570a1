// A screen loaded on demand, that can also be loaded ahead: before hydrating a pre-rendered page
// the entry preloads the screens of the current path, so the first render already has them.
import { lazy, type ComponentType, type JSX } from 'react';

export type LazyPage<P extends object> = ((props: P) => JSX.Element) & { preload: () => Promise<void> };

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (err: unknown) => {
        pending = undefined; // let a later visit try again
        throw err;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = preload;
  return Page;
}
