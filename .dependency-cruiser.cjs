// The import rules of DESIGN.md section 4, checked by `npm run deps` (part of `npm test`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain imports nothing of ours and no I/O',
      from: { path: '^src/domain' },
      to: { path: '^src/(server|web)|^(node:)?(fs|path|child_process|net|http|pg)$|node_modules/(react|pg|drizzle-orm|hono)' },
    },
    { name: 'server-never-imports-web', severity: 'error', from: { path: '^src/server' }, to: { path: '^src/web' } },
    {
      name: 'web-takes-only-types-from-server',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-takes-only-types-from-dto-schemas',
      severity: 'error',
      comment: 'the answer schemas (src/domain/*-dto.ts) are the server contract; at run time they would put zod in every page',
      from: { path: '^src/web' },
      to: { path: '^src/domain/[^/]+-dto\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      comment: 'components/lib -> features -> app',
      from: { path: '^src/web/(lib|components)' },
      to: { path: '^src/web/(features|app)' },
    },
    { name: 'web-features-below-app', severity: 'error', from: { path: '^src/web/features' }, to: { path: '^src/web/app' } },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'a feature never imports another feature',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'server-orm-only-in-operations-and-db',
      severity: 'error',
      comment: 'routes -> operations -> db; routes files do not touch the ORM',
      from: { path: '^src/server/(features/[^/]+/[^/]*routes\\.ts|app\\.ts|main\\.ts)$' },
      to: { path: 'node_modules/drizzle-orm' },
    },
    {
      name: 'server-feature-isolation',
      severity: 'error',
      comment: 'a capability uses another only through its operations (not its routes)',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/[^/]+/[^/]*routes\\.ts$', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'infrastructure-knows-no-capability',
      severity: 'error',
      comment: 'db, jobs, http, mail, storage, realtime, web and auth serve the capabilities and import none',
      from: { path: '^src/server/(db|jobs|http|mail|storage|realtime|web|auth)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'test-support-only-in-tests',
      severity: 'error',
      comment: 'test support (src/server/test, src/web/test) is for tests and benchmarks; the product never imports it',
      from: { path: '^src/', pathNot: '^src/(server|web)/test/' },
      to: { path: '^src/(server|web)/test/' },
    },
    { name: 'no-barrels', severity: 'error', from: {}, to: { path: '/index\\.tsx?$', pathNot: 'node_modules' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
