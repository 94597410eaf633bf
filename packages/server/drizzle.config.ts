import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts; tenancy rules are hand-written migrations beside them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
