// The browser entry. A page the server sent pre-rendered is hydrated (its screens loaded first,
// so the first render matches the HTML and nothing shifts); any other path is rendered afresh.
import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { App } from './app/app.tsx';
import { installLeaveGuard } from './lib/leave-guard.ts';
import { preloadRoute } from './app/router.tsx';

installLeaveGuard(); // before the router listens to history steps
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (root.hasChildNodes()) {
  await preloadRoute(window.location.pathname).catch(() => undefined);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
