// The build's server entry: renders one public path to HTML with the same routes as the browser,
// its lazy screens loaded first. scripts/prerender.ts calls it for every public page.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { placeholderConfig } from '../../domain/public-config.ts';
import { setPublicConfig } from '../lib/public-config.ts';
import { App } from './app.tsx';
import { preloadRoute } from './router.tsx';

export async function renderPath(pathname: string): Promise<string> {
  setPublicConfig(placeholderConfig());
  // With its screens loaded nothing suspends, so renderToString gives the complete page in one
  // piece. (react-dom/static's prerender would move a large page into a hidden template revealed
  // by inline scripts, which the CSP refuses.)
  await preloadRoute(pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
