// `npm run owner -- <e-mail>` (in the Docker image: `node dist/server/bin/owner.js <e-mail>`): makes
// the account with this address an owner, creating it (confirmed, without a password) when there is
// none, records it in permission_changes (via 'command') and prints a one-time sign-in link that
// lands on the page where a new password is set. For a server reached only by a terminal, and for
// the day the last owner forgets the password. Works on DATABASE_URL or the embedded PostgreSQL
// under DATA_DIR: the running server's (as `npm run backup` finds it), else one started for the
// command; pending migrations are applied first, as db:migrate does.
import { loadConfig } from '../config/config';
import { runningEmbeddedUrl } from '../backup/base-backup';
import type { Config } from '../config/config';
import { CliError, commandDatabase, migrateForCommand, openPrisma, runCommand } from '../database/cli';
import { EMBEDDED_DATABASE } from '../database/embedded-postgres';
import { makeOwnerByCommand, OwnerCommandError } from '../modules/setup/owner-setup.service';

runCommand('owner', async () => {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) throw new CliError('usage: npm run owner -- <e-mail>');
  const config = loadConfig(process.env);
  const { url: databaseUrl, stop } = await ownerDatabase(config);
  try {
    await migrateForCommand(databaseUrl);
    const prisma = openPrisma(databaseUrl);
    try {
      const result = await makeOwnerByCommand(prisma, config, email).catch((e: Error) => {
        throw e instanceof OwnerCommandError ? new CliError(e.message) : e;
      });
      const what = result.already
        ? 'is an owner already'
        : result.created
          ? 'is a new account and an owner'
          : 'is now an owner';
      const out = [`${result.email} ${what}`];
      if (result.link)
        out.push('One-time sign-in link (sets a new password; works once, for AUTH_OTP_EXPIRY seconds):', result.link);
      process.stdout.write(out.join('\n') + '\n');
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await stop?.();
  }
});

/**
 * The running server's embedded PostgreSQL when there is one (a second one on its folder is refused), else as the other
 * commands.
 */
async function ownerDatabase(config: Config): Promise<{ url: string; stop?: () => Promise<void> }> {
  const running = config.DATABASE_URL ? null : runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`) };
  return commandDatabase(config);
}
