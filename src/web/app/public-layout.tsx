import { Outlet } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#content" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2">
        Skip to content
      </a>
      <SiteHeader />
      <div id="content" className="flex flex-1 flex-col pt-16">
        <Outlet />
      </div>
    </div>
  );
}
