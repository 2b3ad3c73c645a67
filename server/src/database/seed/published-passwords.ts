// The seeded accounts' passwords are published (README, the start banner, the tests), so a
// production server refuses them at sign-in (auth-session.service.ts, password grant) and its start
// names the accounts that still have them (runtime/seed.hook.ts). Synthetic members
// (synthetic-members.ts) have no auth users and so no password.
import { PasswordHasher } from '../../auth-api';
import type { Db } from '../transaction.repository';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_MEMBERS_PASSWORD } from './accounts';

/** The published password of each seeded account, by account id. */
const PUBLISHED = new Map<string, string>([
  ...DEMO_ACCOUNTS.map((a) => [a.id, a.password] as const),
  ...DEMO_MEMBERS.map((m) => [m.id, DEMO_MEMBERS_PASSWORD] as const),
]);

/** Whether `password` is the published password of the seeded account `userId`. */
export function isPublishedPassword(userId: string, password: string): boolean {
  return PUBLISHED.get(userId) === password;
}

/** Seeded accounts that still exist and whose stored password is still the published one. */
export async function accountsWithPublishedPasswords(db: Db): Promise<{ id: string; email: string }[]> {
  const users = await db.authUser.findMany({
    where: { id: { in: [...PUBLISHED.keys()] }, deletedAt: null },
    select: { id: true, email: true, encryptedPassword: true },
  });
  // The twenty members share one hash (seed/accounts.ts): bcrypt is slow, check each hash once.
  const checked = new Map<string, Promise<boolean>>();
  const found: { id: string; email: string }[] = [];
  const passwords = new PasswordHasher();
  try {
    for (const user of users) {
      const password = PUBLISHED.get(user.id)!;
      const key = `${password}\n${user.encryptedPassword}`;
      if (!checked.has(key)) checked.set(key, passwords.check(password, user.encryptedPassword));
      if ((await checked.get(key)) && user.email) found.push({ id: user.id, email: user.email });
    }
  } finally {
    await passwords.stop();
  }
  return found.sort((a, b) => a.email.localeCompare(b.email));
}
