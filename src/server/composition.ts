// Composition: every capability's routes, jobs and Content-Security-Policy sources, listed once.
// app.ts mounts the routes, boot starts the jobs, and tests walk both lists.
import type { Env } from './env.ts';
import type { Deps } from './deps.ts';
import { withOpenApi } from './http/openapi.ts';
import type { JobDef } from './jobs/job.ts';
import type { CspSources } from './http/csp.ts';
import { systemRoutes } from './features/system/routes.ts';
import { chatWidgetCsp } from './features/system/public-config.ts';
import { systemJobs } from './features/system/jobs.ts';
import { authJobs } from './features/auth/jobs.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { artistRoutes } from './features/artists/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { accountJobs } from './features/account/jobs.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { contactJobs } from './features/contact/jobs.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { paymentJobs } from './features/payments/jobs.ts';
import { checkoutCsp } from './features/payments/checkout-csp.ts';
import { releaseRoutes } from './features/releases/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { uploadJobs } from './features/uploads/jobs.ts';
import { supportRoutes } from './features/support/routes.ts';
import { supportJobs } from './features/support/jobs.ts';
import { platformRoutes } from './features/platform/routes.ts';
import { platformJobs } from './features/platform/jobs.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { userAdminRoutes } from './features/users/routes.ts';
import { releaseAdminRoutes } from './features/releases/admin-routes.ts';
import { releaseReviewJobs } from './features/releases/review-jobs.ts';
import { royaltiesRoutes } from './features/royalties/routes.ts';
import { payoutRoutes } from './features/payouts/routes.ts';
import { payoutJobs } from './features/payouts/claim-mail-job.ts';
import { holdRoutes } from './features/holds/routes.ts';
import { holdJobs } from './features/holds/hold-mail-job.ts';
import { splitJobs } from './features/splits/jobs.ts';
import { teamJobs } from './features/teams/jobs.ts';
import { teamRoutes } from './features/teams/routes.ts';
import { brandingRoutes } from './features/branding/routes.ts';
import { splitRoutes } from './features/splits/routes.ts';
import { royaltiesJobs } from './features/royalties/jobs.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { deliveryRoutes } from './features/deliveries/routes.ts';
import { deliveryJobs } from './features/deliveries/jobs.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { webhookJobs } from './features/webhooks/jobs.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { catalogueImportRoutes } from './features/catalogue-import/routes.ts';
import { catalogueImportAdminRoutes } from './features/catalogue-import/admin-routes.ts';
import { catalogueImportJobs } from './features/catalogue-import/jobs.ts';
import { authenticateApiKey } from './features/api-keys/authenticate-api-key.ts';
import type { ApiAuthenticator } from './http/api-v1.ts';

export { mountAuth } from './features/auth/routes.ts';
/** The public settings pages are served with now: the console's Settings over the environment. */
export { currentPublicConfig } from './features/settings/page-settings.ts';
export { publicConfig } from './features/system/public-config.ts';

/** Every API route of the product, with who may call it. */
export function apiRoutes(deps: Deps) {
  return withOpenApi(
    [
      ...systemRoutes(deps),
      ...profileRoutes(deps),
      ...artistRoutes(deps),
      ...teamRoutes(deps),
      ...brandingRoutes(deps),
      ...accountRoutes(deps),
      ...contactRoutes(deps),
      ...paymentRoutes(deps),
      ...releaseRoutes(deps),
      ...uploadRoutes(deps),
      ...supportRoutes(deps),
      ...platformRoutes(deps),
      ...auditRoutes(deps),
      ...userAdminRoutes(deps),
      ...releaseAdminRoutes(deps),
      ...royaltiesRoutes(deps),
      ...payoutRoutes(deps),
      ...holdRoutes(deps),
      ...splitRoutes(deps),
      ...settingsRoutes(deps),
      ...deliveryRoutes(deps),
      ...webhookRoutes(deps),
      ...apiKeyRoutes(deps),
      ...catalogueImportRoutes(deps),
      ...catalogueImportAdminRoutes(deps),
    ],
    deps.env.PUBLIC_URL,
  );
}

/** Who calls the public API (/api/v1): the account and scope of the key a call carries. */
export const apiAuthenticator =
  (deps: Deps): ApiAuthenticator =>
  (authorization) =>
    authenticateApiKey(deps.pool, deps.userCache, authorization);

/** Every background job of the product. */
export function jobDefs(): JobDef[] {
  return [
    ...authJobs(),
    ...systemJobs(),
    ...paymentJobs(),
    ...accountJobs(),
    ...uploadJobs(),
    ...contactJobs(),
    ...supportJobs(),
    ...platformJobs(),
    ...releaseReviewJobs(),
    ...payoutJobs(),
    ...holdJobs(),
    ...splitJobs(),
    ...teamJobs(),
    ...royaltiesJobs(),
    ...deliveryJobs(),
    ...webhookJobs(),
    ...catalogueImportJobs(),
  ];
}

/** What pages must also allow for the configured integrations (payments checkout, chat widget). */
export function cspSources(env: Env): CspSources[] {
  return [checkoutCsp(env), chatWidgetCsp(env)];
}
