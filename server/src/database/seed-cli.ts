// `npm run db:seed [-- --members N]`: applies pending migrations to DATABASE_URL or the embedded
// PostgreSQL under DATA_DIR (as db:migrate does), fills an empty database with the demo content and
// accounts, and with --members N adds synthetic members 1…N for load tests (skipping those present).
// A known problem is one readable line on stderr and exit code 1; bad arguments exit with code 2.
import { loadConfig } from '../config/config';
import { StorageService } from '../storage/storage.service';
import { commandDatabase, migrateForCommand, openPrisma, runCommand } from './cli';
import { demoAccountLines, seedDemo } from './seed';
import { addSyntheticMembers, MAX_SYNTHETIC_MEMBERS } from './seed/synthetic-members';

class UsageError extends Error {}

const USAGE = `usage: npm run db:seed [-- --members N]   (N = 1…${MAX_SYNTHETIC_MEMBERS})`;

function parseArgs(argv: string[]): { members: number | null } {
  let members: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag !== '--members') throw new UsageError(`unknown argument ${argv[i]}`);
    const raw = inline ?? argv[++i];
    if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_SYNTHETIC_MEMBERS)
      throw new UsageError(`--members needs a whole number from 1 to ${MAX_SYNTHETIC_MEMBERS}`);
    members = Number(raw);
  }
  return { members };
}

async function seed(): Promise<void> {
  const { members } = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  const { url: databaseUrl, stop } = await commandDatabase(config);
  try {
    await migrateForCommand(databaseUrl);
    const prisma = openPrisma(databaseUrl);
    try {
      const result = await seedDemo(prisma, {
        storage: new StorageService(config),
        authUsers: config.AUTH_MODE === 'embedded',
        bcryptCost: config.AUTH_BCRYPT_COST,
        contactEmail: config.CONTACT_EMAIL,
      });
      if (!result.seeded) process.stdout.write('database is not empty; nothing seeded\n');
      else process.stdout.write(['demo content seeded', ...demoAccountLines(result.accounts)].join('\n') + '\n');
    } finally {
      await prisma.$disconnect();
    }
    if (members) {
      const started = Date.now();
      const { added, present } = await addSyntheticMembers(databaseUrl, members, {
        onProgress: (done, total) => process.stdout.write(`  synthetic members: ${done}/${total}\n`),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `added ${added} synthetic members (member1…member${members}@example.sk; ${present} were present) in ${seconds} s\n`,
      );
    }
  } finally {
    await stop?.();
  }
}

runCommand('db:seed', seed, (e) => {
  if (!(e instanceof UsageError)) return undefined;
  process.stderr.write(`EV Klub db:seed: ${e.message}\n${USAGE}\n`);
  return 2;
});
