"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthUserRepository = exports.EMAIL_APP_METADATA = void 0;
exports.insertAuthUser = insertAuthUser;
exports.createAuthUser = createAuthUser;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const password_1 = require("../auth-api/password");
const withRelations = {
    identities: { orderBy: { createdAt: 'asc' } },
    factors: { orderBy: { createdAt: 'asc' } },
};
exports.EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };
/** Inserts an account and, when it has an address, its `email` identity (call inside a transaction). */
async function insertAuthUser(db, input) {
    const userMetadata = input.userMetadata ?? {};
    const user = await db.authUser.create({
        data: {
            ...(input.id ? { id: input.id } : {}),
            email: input.email ?? null,
            phone: input.phone ?? null,
            encryptedPassword: input.encryptedPassword ?? null,
            emailConfirmedAt: input.emailConfirmedAt ?? null,
            phoneConfirmedAt: input.phoneConfirmedAt ?? null,
            invitedAt: input.invitedAt ?? null,
            role: input.role ?? 'authenticated',
            isAnonymous: input.isAnonymous ?? false,
            bannedUntil: input.bannedUntil ?? null,
            rawAppMetaData: (input.appMetadata ?? (input.isAnonymous ? {} : exports.EMAIL_APP_METADATA)),
            rawUserMetaData: (input.emailConfirmedAt && input.email ? { ...userMetadata, email_verified: true } : userMetadata),
        },
    });
    if (input.email) {
        await db.authIdentity.create({
            data: {
                providerId: user.id,
                userId: user.id,
                provider: 'email',
                email: input.email,
                identityData: { sub: user.id, email: input.email, email_verified: !!input.emailConfirmedAt, phone_verified: false, ...userMetadata },
            },
        });
    }
    return user.id;
}
/**
 * Creates an e-mail/password account ready to sign in (the seed's demo accounts). `tx` is a Prisma
 * client or transaction; the password is hashed with bcrypt cost 10 unless `bcryptCost` says otherwise.
 */
async function createAuthUser(tx, input) {
    const confirmed = input.confirmed ?? true;
    return insertAuthUser(tx, {
        id: input.id,
        email: input.email.trim().toLowerCase(),
        encryptedPassword: await (0, password_1.hashPassword)(input.password, input.bcryptCost ?? 10),
        emailConfirmedAt: confirmed ? new Date() : null,
        userMetadata: input.userMetadata,
        appMetadata: input.appMetadata ? { ...exports.EMAIL_APP_METADATA, ...input.appMetadata } : undefined,
    });
}
/** Accounts of the embedded auth API (auth.users with identities and factors). */
let AuthUserRepository = class AuthUserRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    findById(id, db = this.prisma) {
        return db.authUser.findUnique({ where: { id }, include: withRelations });
    }
    findByEmail(email, db = this.prisma) {
        return db.authUser.findUnique({ where: { email }, include: withRelations });
    }
    /** The account with this address as its current one, else the one changing to it. */
    async findByEmailOrPendingEmail(email, db = this.prisma) {
        return (await this.findByEmail(email, db)) ?? db.authUser.findFirst({ where: { emailChange: email }, include: withRelations });
    }
    /** Whether another account uses the address, as its e-mail or as a pending new e-mail. */
    async emailTaken(email, exceptId, db = this.prisma) {
        const found = await db.authUser.findFirst({ where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
        return !!found;
    }
    async create(input, db = this.prisma) {
        const id = await insertAuthUser(db, input);
        return (await this.findById(id, db));
    }
    update(id, data, db = this.prisma) {
        return db.authUser.update({ where: { id }, data });
    }
    /** Marks the address confirmed on the user, its user metadata and its e-mail identity. */
    async confirmEmail(user, db = this.prisma) {
        if (user.emailConfirmedAt)
            return;
        const metadata = { ...user.rawUserMetaData, email_verified: true };
        await db.authUser.update({ where: { id: user.id }, data: { emailConfirmedAt: new Date(), rawUserMetaData: metadata } });
        await this.patchEmailIdentity(user, { email_verified: true }, db);
    }
    /** Creates or updates the `email` identity so that it names the user's current address. */
    async patchEmailIdentity(user, data, db = this.prisma, email = user.email) {
        const identity = user.identities.find((i) => i.provider === 'email');
        if (identity) {
            const identityData = { ...identity.identityData, ...data, ...(email ? { email } : {}) };
            await db.authIdentity.update({ where: { id: identity.id }, data: { identityData: identityData, email } });
        }
        else if (email) {
            await db.authIdentity.create({
                data: {
                    providerId: user.id,
                    userId: user.id,
                    provider: 'email',
                    email,
                    identityData: { sub: user.id, email, email_verified: false, phone_verified: false, ...data },
                },
            });
        }
    }
    async touchSignIn(userId, db = this.prisma) {
        const now = new Date();
        await db.authUser.update({ where: { id: userId }, data: { lastSignInAt: now } });
        await db.authIdentity.updateMany({ where: { userId }, data: { lastSignInAt: now } });
    }
    async delete(id, db = this.prisma) {
        await db.authUser.delete({ where: { id } });
    }
    /** Soft delete as GoTrue does it: the row stays, but nothing can identify or sign in as it. */
    async softDelete(id, db = this.prisma) {
        await db.authIdentity.deleteMany({ where: { userId: id } });
        await db.authSession.deleteMany({ where: { userId: id } });
        await db.authMfaFactor.deleteMany({ where: { userId: id } });
        await db.authOneTimeToken.deleteMany({ where: { userId: id } });
        await db.authUser.update({
            where: { id },
            data: { email: null, phone: null, emailChange: null, encryptedPassword: null, rawUserMetaData: {}, deletedAt: new Date() },
        });
    }
    async list(page, perPage, filter) {
        const where = filter ? { email: { contains: filter.toLowerCase() } } : {};
        const [users, total] = await this.prisma.$transaction([
            this.prisma.authUser.findMany({ where, include: withRelations, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (page - 1) * perPage, take: perPage }),
            this.prisma.authUser.count({ where }),
        ]);
        return { users, total };
    }
};
exports.AuthUserRepository = AuthUserRepository;
exports.AuthUserRepository = AuthUserRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthUserRepository);
//# sourceMappingURL=auth-user.repository.js.map