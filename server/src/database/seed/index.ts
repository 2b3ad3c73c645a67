// Demo content for an empty database: `npm run db:seed` and, with SEED_DEMO=true, `npm start`.
// "Empty" means no profiles, no articles and no events; anything else is somebody's data and is
// never touched. Everything is written in one transaction under an advisory lock, so two servers
// starting at once on one database seed it once.
import type { PrismaClient } from '../../generated/prisma/client';
import type { StorageService } from '../../storage/storage.service';
import { DEMO_ACCOUNTS, DEMO_STAFF, DemoAccount, seedAccounts } from './accounts';
import { seedArticles } from './articles';
import { seedCharging } from './charging';
import { seedDiscounts } from './discounts';
import { seedEvents } from './events';
import { seedFaq } from './faq';
import { seedFiles, storeDemoFiles } from './files';
import { seedGallery } from './gallery';
import { seedGuide } from './guide';
import { seedPages } from './pages';
import { accountsWithPublishedPasswords } from './published-passwords';
import { seedSettings } from './settings';
import type { Db } from '../transaction.repository';

export {
  DEMO_ACCOUNTS,
  DEMO_MEMBER,
  DEMO_MEMBERS,
  DEMO_MEMBERS_PASSWORD,
  DEMO_NEWCOMER,
  DEMO_OWNER,
  DEMO_STAFF,
} from './accounts';
export type { DemoAccount } from './accounts';
export { accountsWithPublishedPasswords } from './published-passwords';

/** Any constant other than the migrator's lock key. */
const SEED_LOCK_KEY = 7_347_105_113;

export interface SeedOptions {
  /** Where the demo light shows and lock chimes are stored. */
  storage: StorageService;
  /** Create auth users so the demo accounts can sign in (embedded auth mode). */
  authUsers: boolean;
  /** bcrypt cost of the demo passwords (AUTH_BCRYPT_COST). */
  bcryptCost?: number;
  /** The site's contact e-mail (CONTACT_EMAIL), stored in the site settings. */
  contactEmail?: string;
  /** "Now" for relative dates (upcoming events, publication dates). */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  /** Accounts that can sign in (none in Supabase mode). */
  accounts: readonly DemoAccount[];
}

/** True when the database has no profiles, no articles and no events. */
export async function isEmpty(db: Db): Promise<boolean> {
  if (await db.profile.findFirst({ select: { id: true } })) return false;
  if (await db.article.findFirst({ select: { id: true } })) return false;
  return !(await db.event.findFirst({ select: { id: true } }));
}

/** Fills an empty database with the demo content and accounts; does nothing to a non-empty one. */
export async function seedDemo(prisma: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  if (!(await isEmpty(prisma))) return { seeded: false, accounts: [] };
  const now = options.now ?? new Date();
  const stored = await storeDemoFiles(options.storage, now);
  let seeded = false;
  try {
    seeded = await prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        if (!(await isEmpty(tx))) return false; // another process seeded meanwhile
        await seedAccounts(tx, { authUsers: options.authUsers, bcryptCost: options.bcryptCost ?? 10, now });
        await seedArticles(tx, now);
        const eventIds = await seedEvents(tx, now);
        await seedGallery(tx, eventIds, now);
        await seedPages(tx, now);
        await seedFaq(tx);
        await seedGuide(tx, now);
        await seedDiscounts(tx, now);
        await seedCharging(tx);
        await seedFiles(tx, stored, DEMO_STAFF.id, now);
        await seedSettings(tx, options.contactEmail ?? 'info@evklub.sk');
        return true;
      },
      { maxWait: 30_000, timeout: 120_000 },
    );
  } finally {
    // The rows committed: the files become visible under their keys (storage.service.ts), else they go.
    for (const file of stored) await (seeded ? options.storage.commit(file.key) : options.storage.remove(file.key));
  }
  return { seeded, accounts: seeded && options.authUsers ? DEMO_ACCOUNTS : [] };
}

/** Demo accounts that still exist with their demo password (for the start banner of later starts). */
export async function usableDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const usable = new Set((await accountsWithPublishedPasswords(db)).map((a) => a.id));
  return DEMO_ACCOUNTS.filter((a) => usable.has(a.id));
}

/** Banner lines naming the demo accounts. */
export function demoAccountLines(accounts: readonly DemoAccount[]): string[] {
  if (!accounts.length) return [];
  const emails = Math.max(...accounts.map((a) => a.email.length));
  const passwords = Math.max(...accounts.map((a) => a.password.length));
  return [
    'Demo accounts (e-mail, password):',
    ...accounts.map((a) => `  ${a.email.padEnd(emails)}  ${a.password.padEnd(passwords)}  ${a.label}`),
  ];
}
