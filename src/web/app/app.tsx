import { useEffect } from 'react';
import { useChatWidget } from '../lib/chat-widget.ts';
import { AppRoutes } from './router.tsx';

/** The whole app below the router (BrowserRouter in main.tsx, StaticRouter in prerender.tsx). */
export function App() {
  useChatWidget();
  useEffect(() => {
    // Interactive from here on (tests and benchmarks wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <AppRoutes />;
}
