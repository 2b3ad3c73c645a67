"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mapFactor = mapFactor;
exports.mapUser = mapUser;
exports.obfuscatedUser = obfuscatedUser;
const iso = (d) => (d ? d.toISOString() : undefined);
/** Copies only the members that have a value (GoTrue omits empty optional members). */
function compact(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
function mapFactor(f) {
    return compact({
        id: f.id,
        friendly_name: f.friendlyName || undefined,
        factor_type: f.factorType,
        status: f.status,
        created_at: f.createdAt.toISOString(),
        updated_at: f.updatedAt.toISOString(),
        phone: '',
        last_challenged_at: f.lastChallengedAt ? f.lastChallengedAt.toISOString() : null,
    });
}
function mapUser(u) {
    const confirmedAt = [u.emailConfirmedAt, u.phoneConfirmedAt].filter((d) => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
    return compact({
        id: u.id,
        aud: u.aud,
        role: u.role,
        email: u.email ?? '',
        email_confirmed_at: iso(u.emailConfirmedAt),
        phone: u.phone ?? '',
        phone_confirmed_at: iso(u.phoneConfirmedAt),
        confirmation_sent_at: iso(u.confirmationSentAt),
        confirmed_at: iso(confirmedAt),
        recovery_sent_at: iso(u.recoverySentAt),
        email_change_sent_at: iso(u.emailChangeSentAt),
        new_email: u.emailChange || undefined,
        reauthentication_sent_at: iso(u.reauthenticationSentAt),
        invited_at: iso(u.invitedAt),
        last_sign_in_at: iso(u.lastSignInAt),
        app_metadata: (u.rawAppMetaData ?? {}),
        user_metadata: (u.rawUserMetaData ?? {}),
        identities: u.identities.map((i) => compact({
            identity_id: i.id,
            id: i.providerId,
            user_id: i.userId,
            identity_data: i.identityData,
            provider: i.provider,
            email: i.email || undefined,
            last_sign_in_at: iso(i.lastSignInAt),
            created_at: i.createdAt.toISOString(),
            updated_at: i.updatedAt.toISOString(),
        })),
        factors: u.factors.length ? u.factors.map(mapFactor) : undefined,
        created_at: u.createdAt.toISOString(),
        updated_at: u.updatedAt.toISOString(),
        banned_until: iso(u.bannedUntil),
        deleted_at: iso(u.deletedAt),
        is_anonymous: u.isAnonymous,
    });
}
/**
 * What sign-up answers for an address that already has a confirmed account while confirmations are
 * on: a user-shaped object with a random id and no identities, so the reply does not tell.
 */
function obfuscatedUser(email, userMetadata, id) {
    const now = new Date().toISOString();
    return {
        id,
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: userMetadata,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
    };
}
//# sourceMappingURL=auth-user.dto.js.map