import { openPrisma } from '../database/cli';
import { accountsWithPublishedPasswords, demoAccountLines, seedDemo, usableDemoAccounts } from '../database/seed';
import { StorageService } from '../storage/storage.service';
import type { StartContext } from './start-context';

/**
 * SEED_DEMO=true (the default outside production): an empty database gets the demo content and
 * accounts, and the banner names the demo accounts that still have their demo password. A non-empty
 * database is left alone. In production those passwords are refused at sign-in
 * (database/seed/published-passwords.ts), and the banner warns of the accounts that still have one.
 */
export async function seedDemoHook(context: StartContext): Promise<void> {
  const { config, databaseUrl, lines, logger } = context;
  const embeddedAuth = config.AUTH_MODE === 'embedded';
  const production = config.NODE_ENV === 'production';
  if (!config.SEED_DEMO && !(production && embeddedAuth)) return;
  const prisma = openPrisma(databaseUrl);
  try {
    const result = config.SEED_DEMO
      ? await seedDemo(prisma, {
          storage: new StorageService(config),
          authUsers: embeddedAuth,
          bcryptCost: config.AUTH_BCRYPT_COST,
          contactEmail: config.CONTACT_EMAIL,
        })
      : { seeded: false, accounts: [] };
    if (result.seeded) logger.info('demo content seeded into the empty database');
    if (production && embeddedAuth) {
      const published = await accountsWithPublishedPasswords(prisma);
      if (!published.length) return;
      const warning = `Warning: these demo accounts still have their published password, which production refuses at sign-in: ${published.map((a) => a.email).join(', ')}`;
      logger.warn({ accounts: published.map((a) => a.email) }, 'demo accounts with published passwords cannot sign in');
      lines.push(warning);
      return;
    }
    const accounts = result.seeded ? result.accounts : embeddedAuth ? await usableDemoAccounts(prisma) : [];
    lines.push(...demoAccountLines(accounts));
  } finally {
    await prisma.$disconnect();
  }
}
