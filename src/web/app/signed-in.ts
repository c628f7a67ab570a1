// What every signed-in route loads first (the providers and the guard), as one module: the
// bundler gives each module loaded on demand from a shared chunk a small file of its own that
// re-exports it, so importing the two together costs one request instead of two.
export { AppProviders } from './app-providers.tsx';
export { ProtectedRoute } from './protected-route.tsx';
