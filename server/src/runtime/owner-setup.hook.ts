import { openPrisma } from '../database/cli';
import { issueSetupLinkIfNoOwner, SETUP_LINK_HOURS } from '../modules/setup/owner-setup.service';
import type { StartContext } from './start-context';

/**
 * A database without an owner (docs/product-rules.md §6): each start prints a fresh one-time link
 * that creates the first owner's account (valid SETUP_LINK_HOURS; only its hash is stored).
 * Embedded auth only: with a hosted Supabase project, `npm run owner` names an owner.
 */
export async function ownerSetupHook({ config, databaseUrl, lines }: StartContext): Promise<void> {
  if (config.AUTH_MODE !== 'embedded') return;
  const prisma = openPrisma(databaseUrl);
  try {
    const link = await issueSetupLinkIfNoOwner(prisma, config.PUBLIC_URL);
    if (link)
      lines.push(
        `First owner:   ${link.url}  (one-time setup link, valid ${SETUP_LINK_HOURS} h; or npm run owner -- <e-mail>)`,
      );
  } finally {
    await prisma.$disconnect();
  }
}
