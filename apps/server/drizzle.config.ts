import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the platform and of each module (src/db/schema.test.ts checks the manifests list
  // the same tables), so a new module needs no line here.
  schema: ['./src/platform/**/*.table.ts', './src/modules/*/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
