import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // Every `src/db/*schema.ts` file: accounts (schema.ts), store and content tables.
  schema: './src/db/*schema.ts',
  out: './drizzle',
});
