import path from 'node:path';
import { defineConfig } from 'prisma/config';

// `prisma generate` runs offline only when the schema engine path points at an existing file;
// the stand-in script makes `prisma migrate` fail loudly instead (see scripts/no-schema-engine.sh).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(__dirname, 'scripts', 'no-schema-engine.sh');

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
});
