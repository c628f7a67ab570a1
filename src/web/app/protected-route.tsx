// Guard: spinner while auth loads; signed out, replace to /auth with the encoded path to return
// to (except from /); signed in, the screen.
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/layout/full-page-spinner.tsx';
import { useAuth } from '../lib/auth.ts';
import { paths } from '../lib/paths.ts';

export function ProtectedRoute() {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    const here = location.pathname + location.search;
    const to = location.pathname === '/' ? paths.auth : `${paths.auth}?redirect=${encodeURIComponent(here)}`;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
