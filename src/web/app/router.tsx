// The route table. Pages load lazily so each screen ships only its own code.
import { createBrowserRouter } from 'react-router';
import { NotFound } from '../components/layout/not-found.tsx';
import { DashboardShell } from '../components/layout/dashboard-shell.tsx';
import { PublicLayout } from './public-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { AdminRoute } from './admin-route.tsx';

const authPage = () => import('../features/auth/pages/auth-page.tsx').then((m) => ({ Component: m.AuthPage }));

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    children: [
      { path: '/auth', lazy: authPage },
      { path: '/login', lazy: authPage },
      { path: '/forgot-password', lazy: () => import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: '/reset-password', lazy: () => import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: '/signout', lazy: () => import('../features/auth/pages/signout-page.tsx').then((m) => ({ Component: m.SignoutPage })) },
      { path: '*', Component: NotFound },
    ],
  },
  {
    Component: ProtectedRoute,
    children: [
      {
        path: '/dashboard',
        Component: DashboardShell,
        children: [{ path: '*', Component: NotFound }, { index: true, Component: NotFound }],
      },
      {
        path: '/admin',
        Component: AdminRoute,
        children: [{ Component: PublicLayout, children: [{ index: true, Component: NotFound }, { path: '*', Component: NotFound }] }],
      },
    ],
  },
]);
