import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema*.ts', // every capability's schema file (src/server/db/pool.ts lists them too)
  out: './src/server/db/migrations',
});
