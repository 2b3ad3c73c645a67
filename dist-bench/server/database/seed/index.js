"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO_STAFF = exports.DEMO_NEWCOMER = exports.DEMO_MEMBERS_PASSWORD = exports.DEMO_MEMBERS = exports.DEMO_MEMBER = exports.DEMO_ACCOUNTS = void 0;
exports.isEmpty = isEmpty;
exports.seedDemo = seedDemo;
exports.usableDemoAccounts = usableDemoAccounts;
exports.demoAccountLines = demoAccountLines;
const password_1 = require("../../auth-api/password");
const accounts_1 = require("./accounts");
const articles_1 = require("./articles");
const charging_1 = require("./charging");
const discounts_1 = require("./discounts");
const events_1 = require("./events");
const faq_1 = require("./faq");
const files_1 = require("./files");
const gallery_1 = require("./gallery");
const guide_1 = require("./guide");
const pages_1 = require("./pages");
const settings_1 = require("./settings");
var accounts_2 = require("./accounts");
Object.defineProperty(exports, "DEMO_ACCOUNTS", { enumerable: true, get: function () { return accounts_2.DEMO_ACCOUNTS; } });
Object.defineProperty(exports, "DEMO_MEMBER", { enumerable: true, get: function () { return accounts_2.DEMO_MEMBER; } });
Object.defineProperty(exports, "DEMO_MEMBERS", { enumerable: true, get: function () { return accounts_2.DEMO_MEMBERS; } });
Object.defineProperty(exports, "DEMO_MEMBERS_PASSWORD", { enumerable: true, get: function () { return accounts_2.DEMO_MEMBERS_PASSWORD; } });
Object.defineProperty(exports, "DEMO_NEWCOMER", { enumerable: true, get: function () { return accounts_2.DEMO_NEWCOMER; } });
Object.defineProperty(exports, "DEMO_STAFF", { enumerable: true, get: function () { return accounts_2.DEMO_STAFF; } });
/** Any constant other than the migrator's lock key. */
const SEED_LOCK_KEY = 7_347_105_113;
/** True when the database has no profiles, no articles and no events. */
async function isEmpty(db) {
    if (await db.profile.findFirst({ select: { id: true } }))
        return false;
    if (await db.article.findFirst({ select: { id: true } }))
        return false;
    return !(await db.event.findFirst({ select: { id: true } }));
}
/** Fills an empty database with the demo content and accounts; does nothing to a non-empty one. */
async function seedDemo(prisma, options) {
    if (!(await isEmpty(prisma)))
        return { seeded: false, accounts: [] };
    const now = options.now ?? new Date();
    const stored = await (0, files_1.storeDemoFiles)(options.storage, now);
    let seeded = false;
    try {
        seeded = await prisma.$transaction(async (tx) => {
            await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
            if (!(await isEmpty(tx)))
                return false; // another process seeded meanwhile
            await (0, accounts_1.seedAccounts)(tx, { authUsers: options.authUsers, bcryptCost: options.bcryptCost ?? 10, now });
            await (0, articles_1.seedArticles)(tx, now);
            const eventIds = await (0, events_1.seedEvents)(tx, now);
            await (0, gallery_1.seedGallery)(tx, eventIds, now);
            await (0, pages_1.seedPages)(tx, now);
            await (0, faq_1.seedFaq)(tx);
            await (0, guide_1.seedGuide)(tx, now);
            await (0, discounts_1.seedDiscounts)(tx, now);
            await (0, charging_1.seedCharging)(tx);
            await (0, files_1.seedFiles)(tx, stored, accounts_1.DEMO_STAFF.id, now);
            await (0, settings_1.seedSettings)(tx, options.contactEmail ?? 'info@evklub.sk');
            return true;
        }, { maxWait: 30_000, timeout: 120_000 });
    }
    finally {
        if (!seeded)
            for (const file of stored)
                await options.storage.remove(file.key);
    }
    return { seeded, accounts: seeded && options.authUsers ? accounts_1.DEMO_ACCOUNTS : [] };
}
/** Demo accounts that still exist with their demo password (for the start banner of later starts). */
async function usableDemoAccounts(db) {
    const users = await db.authUser.findMany({
        where: { id: { in: accounts_1.DEMO_ACCOUNTS.map((a) => a.id) }, deletedAt: null },
        select: { id: true, encryptedPassword: true },
    });
    const usable = [];
    for (const account of accounts_1.DEMO_ACCOUNTS) {
        const user = users.find((u) => u.id === account.id);
        if (user && (await (0, password_1.checkPassword)(account.password, user.encryptedPassword)))
            usable.push(account);
    }
    return usable;
}
/** Banner lines naming the demo accounts. */
function demoAccountLines(accounts) {
    if (!accounts.length)
        return [];
    const emails = Math.max(...accounts.map((a) => a.email.length));
    const passwords = Math.max(...accounts.map((a) => a.password.length));
    return ['Demo accounts (e-mail, password):', ...accounts.map((a) => `  ${a.email.padEnd(emails)}  ${a.password.padEnd(passwords)}  ${a.label}`)];
}
//# sourceMappingURL=index.js.map