// `npm start`: validates the configuration, starts the embedded PostgreSQL (unless DATABASE_URL),
// applies migrations, seeds an empty database, starts the local mail inbox (unless SMTP_URL),
// then serves everything on PORT. SIGINT/SIGTERM stop it cleanly. The memory settings are given
// where the process is started (scripts/start.js, the Dockerfile; README "Memory").
import 'reflect-metadata';
import { boot } from './runtime/boot';

boot().catch((error: Error) => {
  // boot() prints readable one-line reasons itself; anything reaching here is unexpected.
  console.error(`EV Klub failed to start: ${error.message}`);
  process.exit(1);
});
