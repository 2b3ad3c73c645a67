// `npm start`: validates the configuration, starts the embedded PostgreSQL (unless DATABASE_URL),
// applies migrations, seeds an empty database, starts the local mail inbox (unless SMTP_URL),
// then serves everything on PORT. SIGINT/SIGTERM stop it cleanly.
import { applyMemorySettings } from './runtime/memory-flags';
// First, before anything else is loaded: the process may replace itself with its memory settings.
applyMemorySettings();
import 'reflect-metadata';
import { boot } from './runtime/boot';

boot().catch((error: Error) => {
  // boot() prints readable one-line reasons itself; anything reaching here is unexpected.
  console.error(`EV Klub failed to start: ${error.message}`);
  process.exit(1);
});
