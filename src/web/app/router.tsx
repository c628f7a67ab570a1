// The route table. Every screen loads lazily (lazyPage) so each one ships only its own code:
// this file is in the first chunk of every page, so it imports screens only through lazyPage.
// Declarative routes (useRoutes) rather than a data router keep that first chunk small, and the
// same table renders in the browser (BrowserRouter) and at build time (StaticRouter, prerender.tsx).
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { lazyPage, type LazyPage } from '../lib/lazy-page.tsx';
import { paths } from '../lib/paths.ts';

// The public pages' frame (header, footer): loaded with them (and before a pre-rendered page is
// hydrated), not by the dashboard's screens.
const PublicLayout = lazyPage(() => import('./public-layout.tsx').then((m) => m.PublicLayout));
// The providers of the signed-in app (TanStack Query, toasts): only routes that need them load them.
const AppProviders = lazyPage(() => import('./signed-in.ts').then((m) => m.AppProviders));
const ProtectedRoute = lazyPage(() => import('./signed-in.ts').then((m) => m.ProtectedRoute));
const NotFound = lazyPage(() => import('../components/layout/not-found.tsx').then((m) => m.NotFound));
const AdminRoute = lazyPage(() => import('./admin-route.tsx').then((m) => m.AdminRoute));
const DashboardShell = lazyPage(() => import('../components/layout/dashboard-shell.tsx').then((m) => m.DashboardShell));

const LandingPage = lazyPage(() => import('../features/marketing/pages/landing-page.tsx').then((m) => m.LandingPage));
const StoresPage = lazyPage(() => import('../features/marketing/pages/stores-page.tsx').then((m) => m.StoresPage));
const FreePage = lazyPage(() => import('../features/marketing/pages/free-page.tsx').then((m) => m.FreePage));
const FeaturesPage = lazyPage(() => import('../features/marketing/pages/features-page.tsx').then((m) => m.FeaturesPage));
const RevenueSplitPage = lazyPage(() => import('../features/marketing/pages/revenue-split-page.tsx').then((m) => m.RevenueSplitPage));
const ContactSupportPage = lazyPage(() => import('../features/marketing/pages/contact-support-page.tsx').then((m) => m.ContactSupportPage));
const HelpCentrePage = lazyPage(() => import('../features/marketing/pages/help-centre-page.tsx').then((m) => m.HelpCentrePage));
const CareersPage = lazyPage(() => import('../features/marketing/pages/careers-page.tsx').then((m) => m.CareersPage));
const AboutPage = lazyPage(() => import('../features/marketing/pages/about-page.tsx').then((m) => m.AboutPage));
const SuccessStoriesPage = lazyPage(() => import('../features/marketing/pages/success-stories-page.tsx').then((m) => m.SuccessStoriesPage));
const ArtistServicesPage = lazyPage(() => import('../features/marketing/pages/artist-services-page.tsx').then((m) => m.ArtistServicesPage));
const PrivacyPage = lazyPage(() => import('../features/marketing/pages/privacy-page.tsx').then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import('../features/marketing/pages/terms-page.tsx').then((m) => m.TermsPage));
const PricingPage = lazyPage(() => import('./pricing-route.tsx').then((m) => m.PricingRoute));

const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page.tsx').then((m) => m.AuthPage));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage));
const SplitInvitationPage = lazyPage(() => import('../features/splits/pages/split-invitation-page.tsx').then((m) => m.SplitInvitationPage));
const TeamInvitationPage = lazyPage(() => import('../features/teams/pages/team-invitation-page.tsx').then((m) => m.TeamInvitationPage));
const EmailChangePage = lazyPage(() => import('../features/auth/pages/email-change-page.tsx').then((m) => m.EmailChangePage));
const SignoutPage = lazyPage(() => import('../features/auth/pages/signout-page.tsx').then((m) => m.SignoutPage));

const DashboardPage = lazyPage(() => import('./dashboard-route.tsx').then((m) => m.DashboardRoute));
const CreateReleasePage = lazyPage(() => import('../features/releases/pages/create-release-page.tsx').then((m) => m.CreateReleasePage));
const MyReleasesPage = lazyPage(() => import('../features/releases/pages/my-releases-page.tsx').then((m) => m.MyReleasesPage));
const ArtistsPage = lazyPage(() => import('../features/artists/pages/artists-page.tsx').then((m) => m.ArtistsPage));
const CatalogueImportPage = lazyPage(() =>
  import('../features/catalogue-import/pages/catalogue-import-page.tsx').then((m) => m.CatalogueImportPage),
);
const TeamPage = lazyPage(() => import('./team-route.tsx').then((m) => m.TeamRoute));
const DevelopersPage = lazyPage(() => import('./developers-route.tsx').then((m) => m.DevelopersRoute));
const ApiReferencePage = lazyPage(() => import('../features/api-keys/pages/api-reference-page.tsx').then((m) => m.ApiReferencePage));
const ReleaseRoute = lazyPage(() => import('./release-route.tsx').then((m) => m.ReleaseRoute));
const EditReleasePage = lazyPage(() => import('../features/releases/pages/edit-release-page.tsx').then((m) => m.EditReleasePage));
const DashboardPricingPage = lazyPage(() => import('./dashboard-pricing-route.tsx').then((m) => m.DashboardPricingRoute));
const BillingPage = lazyPage(() => import('../features/payments/pages/billing-page.tsx').then((m) => m.BillingPage));
const SettingsPage = lazyPage(() => import('../features/account/pages/settings-page.tsx').then((m) => m.SettingsPage));
const AnalyticsPage = lazyPage(() => import('../features/royalties/pages/analytics-page.tsx').then((m) => m.AnalyticsPage));
const RevenuePage = lazyPage(() => import('./revenue-route.tsx').then((m) => m.RevenueRoute));
const StatementPage = lazyPage(() => import('../features/royalties/pages/statement-page.tsx').then((m) => m.StatementPage));
const ClaimRequestPage = lazyPage(() => import('../features/payouts/pages/claim-request-page.tsx').then((m) => m.ClaimRequestPage));
const SupportPage = lazyPage(() => import('../features/support/pages/support-page.tsx').then((m) => m.SupportPage));
const AdminClaimsSupportPage = lazyPage(() => import('./admin-claims-support-page.tsx').then((m) => m.AdminClaimsSupportPage));
const AdminLayout = lazyPage(() => import('./admin-layout.tsx').then((m) => m.AdminLayout));
const AdminOverviewPage = lazyPage(() => import('./admin-overview-route.tsx').then((m) => m.AdminOverviewRoute));
const AdminUsersPage = lazyPage(() => import('../features/users/pages/admin-users-page.tsx').then((m) => m.AdminUsersPage));
const AdminReleasesPage = lazyPage(() => import('./admin-releases-route.tsx').then((m) => m.AdminReleasesRoute));
const AdminAnalyticsPage = lazyPage(() => import('../features/royalties/pages/admin-analytics-page.tsx').then((m) => m.AdminAnalyticsPage));
const AdminRevenuePage = lazyPage(() => import('../features/payouts/pages/admin-revenue-page.tsx').then((m) => m.AdminRevenuePage));
const AdminReportMappingsPage = lazyPage(() =>
  import('../features/payouts/pages/admin-report-mappings-page.tsx').then((m) => m.AdminReportMappingsPage),
);
const AdminReportMappingPage = lazyPage(() =>
  import('../features/payouts/pages/admin-report-mapping-page.tsx').then((m) => m.AdminReportMappingPage),
);
const AdminUnmatchedPage = lazyPage(() => import('../features/royalties/pages/admin-unmatched-page.tsx').then((m) => m.AdminUnmatchedPage));
const AdminSettingsPage = lazyPage(() => import('./admin-settings-route.tsx').then((m) => m.AdminSettingsRoute));
const AdminAuditPage = lazyPage(() => import('../features/audit/pages/admin-audit-page.tsx').then((m) => m.AdminAuditPage));
const AdminCatalogueImportPage = lazyPage(() =>
  import('../features/catalogue-import/pages/admin-catalogue-import-page.tsx').then((m) => m.AdminCatalogueImportPage),
);
const AdminHoldsPage = lazyPage(() => import('../features/holds/pages/admin-holds-page.tsx').then((m) => m.AdminHoldsPage));

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.stores, element: <StoresPage /> },
      { path: paths.free, element: <FreePage /> },
      { path: paths.features, element: <FeaturesPage /> },
      { path: paths.revenueSplit, element: <RevenueSplitPage /> },
      { path: paths.contactSupport, element: <ContactSupportPage /> },
      { path: paths.helpCentre, element: <HelpCentrePage /> },
      { path: paths.careers, element: <CareersPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.successStories, element: <SuccessStoriesPage /> },
      { path: paths.artistServices, element: <ArtistServicesPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.signout, element: <SignoutPage /> },
      { path: paths.signup, element: <Navigate to={`${paths.auth}?mode=signup`} replace /> },
      // pricing-route.tsx gives each paid plan card the payments feature's action (signed in).
      { path: paths.pricing, element: <PricingPage /> },
      {
        element: <AppProviders />,
        children: [
          { path: paths.auth, element: <AuthPage isKnownPath={isKnownPath} /> },
          { path: paths.login, element: <AuthPage isKnownPath={isKnownPath} /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.emailChange, element: <EmailChangePage /> },
          { path: `${paths.splitInvitation}/:token`, element: <SplitInvitationPage /> },
          { path: `${paths.teamInvitation}/:token`, element: <TeamInvitationPage /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    element: <AppProviders />,
    children: [
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: paths.dashboard,
            element: <DashboardShell />,
            children: [
              { path: '*', element: <NotFound /> },
              { index: true, element: <DashboardPage /> },
              { path: 'create-release', element: <CreateReleasePage /> },
              { path: 'my-releases', element: <MyReleasesPage /> },
              { path: 'artists', element: <ArtistsPage /> },
              { path: 'catalogue-import', element: <CatalogueImportPage /> },
              { path: 'team', element: <TeamPage /> },
              { path: 'developers', element: <DevelopersPage /> },
              { path: 'developers/api', element: <ApiReferencePage /> },
              { path: 'releases/:id', element: <ReleaseRoute /> },
              { path: 'releases/:id/edit', element: <EditReleasePage /> },
              { path: 'pricing', element: <DashboardPricingPage /> },
              { path: 'billing', element: <BillingPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'support', element: <SupportPage /> },
              { path: 'analytics', element: <AnalyticsPage /> },
              { path: 'revenue', element: <RevenuePage /> },
              { path: 'claim-request', element: <ClaimRequestPage /> },
            ],
          },
          // A month's statement prints as a page of its own, outside the dashboard's frame.
          { path: `${paths.statements}/:month`, element: <StatementPage /> },
          {
            path: paths.admin,
            element: <AdminRoute />,
            // Each console section is a route under /admin in the shell (app/admin-layout.tsx).
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: <AdminOverviewPage /> },
                  { path: 'users', element: <AdminUsersPage /> },
                  { path: 'releases', element: <AdminReleasesPage /> },
                  { path: 'analytics', element: <AdminAnalyticsPage /> },
                  { path: 'revenue', element: <AdminRevenuePage /> },
                  { path: 'report-mappings', element: <AdminReportMappingsPage /> },
                  { path: 'report-mappings/:id', element: <AdminReportMappingPage /> },
                  { path: 'unmatched', element: <AdminUnmatchedPage /> },
                  { path: 'holds', element: <AdminHoldsPage /> },
                  { path: 'catalogue-import', element: <AdminCatalogueImportPage /> },
                  { path: 'support', element: <AdminClaimsSupportPage /> },
                  { path: 'settings', element: <AdminSettingsPage /> },
                  { path: 'audit', element: <AdminAuditPage /> },
                  { path: '*', element: <NotFound /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Whether a screen of the app (not the 404 page) answers at `pathname`. */
export function isKnownPath(pathname: string): boolean {
  const last = matchRoutes(routes, pathname)?.at(-1)?.route;
  return !!last && last.path !== '*';
}

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the lazy screens that `pathname` shows, so a pre-rendered page hydrates in one pass. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => {
      const type = (m.route.element as ReactElement | undefined)?.type as Partial<LazyPage<object>> | undefined;
      return type?.preload?.();
    }),
  );
}
