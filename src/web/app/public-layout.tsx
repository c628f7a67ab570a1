import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';

/**
 * After a client-side navigation (not on the first render, which the browser handles): the page's
 * title and description, then the #anchor or the top of the page.
 */
function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The titles are loaded here, not in the first chunk: the first page has its own in the HTML.
    void import('../../domain/public-pages.ts').then(({ publicPage }) => {
      const page = publicPage(pathname);
      document.title = page?.title ?? 'Tunelane';
      if (page) document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
    });
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** While a screen's code loads (plain markup: the spinner component would bring tailwind-merge). */
function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/25 border-t-primary" role="status" aria-label="Loading" />
    </div>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="content" className="flex min-w-0 flex-1 flex-col pt-16 [&>*]:min-w-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <NavigationEffects />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
