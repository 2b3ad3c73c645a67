"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seedDemoHook = seedDemoHook;
const adapter_pg_1 = require("@prisma/adapter-pg");
const client_1 = require("../generated/prisma/client");
const seed_1 = require("../database/seed");
const storage_service_1 = require("../storage/storage.service");
/**
 * SEED_DEMO=true (the default): an empty database gets the demo content and accounts, and the banner
 * names the demo accounts that still have their demo password. A non-empty database is left alone.
 */
async function seedDemoHook({ config, databaseUrl, lines, logger }) {
    if (!config.SEED_DEMO)
        return;
    const prisma = new client_1.PrismaClient({ adapter: new adapter_pg_1.PrismaPg({ connectionString: databaseUrl, max: 2 }) });
    try {
        const embeddedAuth = config.AUTH_MODE === 'embedded';
        const result = await (0, seed_1.seedDemo)(prisma, {
            storage: new storage_service_1.StorageService(config),
            authUsers: embeddedAuth,
            bcryptCost: config.AUTH_BCRYPT_COST,
            contactEmail: config.CONTACT_EMAIL,
        });
        if (result.seeded)
            logger.info('demo content seeded into the empty database');
        const accounts = result.seeded ? result.accounts : embeddedAuth ? await (0, seed_1.usableDemoAccounts)(prisma) : [];
        lines.push(...(0, seed_1.demoAccountLines)(accounts));
    }
    finally {
        await prisma.$disconnect();
    }
}
//# sourceMappingURL=seed.hook.js.map