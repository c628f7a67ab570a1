import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/schema-payments.ts', './src/server/db/schema-releases.ts', './src/server/db/schema-contact.ts'],
  out: './src/server/db/migrations',
});
