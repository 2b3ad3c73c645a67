import { openPrisma } from '../database/cli';
import { demoAccountLines, seedDemo, usableDemoAccounts } from '../database/seed';
import { StorageService } from '../storage/storage.service';
import type { StartContext } from './start-context';

/**
 * SEED_DEMO=true (the default): an empty database gets the demo content and accounts, and the banner
 * names the demo accounts that still have their demo password. A non-empty database is left alone.
 */
export async function seedDemoHook({ config, databaseUrl, lines, logger }: StartContext): Promise<void> {
  if (!config.SEED_DEMO) return;
  const prisma = openPrisma(databaseUrl);
  try {
    const embeddedAuth = config.AUTH_MODE === 'embedded';
    const result = await seedDemo(prisma, {
      storage: new StorageService(config),
      authUsers: embeddedAuth,
      bcryptCost: config.AUTH_BCRYPT_COST,
      contactEmail: config.CONTACT_EMAIL,
    });
    if (result.seeded) logger.info('demo content seeded into the empty database');
    const accounts = result.seeded ? result.accounts : embeddedAuth ? await usableDemoAccounts(prisma) : [];
    lines.push(...demoAccountLines(accounts));
  } finally {
    await prisma.$disconnect();
  }
}
