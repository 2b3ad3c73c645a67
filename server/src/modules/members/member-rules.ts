// The users module's rules about a member (table profiles), each decided here once and given to
// other modules through users.types.ts: as a test on a loaded profile, and as an SQL condition for
// the repositories that read profiles in their own SQL (member search, the staff home figures, the
// dues records). `alias` is the name the caller's query gives the profiles row, written in code and
// never taken from input.

/** The profile fields the rules read. */
export interface MemberStanding {
  isVerified: boolean;
  deletedAt: Date | null;
}

/** A verified member: staff have verified the membership and the account is not deleted. */
export const isVerifiedMember = (profile: MemberStanding | null | undefined): boolean =>
  !!profile && profile.isVerified && profile.deletedAt === null;

/** The same rule as an SQL condition on the profiles row `alias`. */
export const verifiedMemberSql = (alias: string): string => `(${alias}.is_verified AND ${alias}.deleted_at IS NULL)`;

/** A pending registration: neither verified nor rejected (the registrations queue's default). */
export const pendingRegistrationSql = (alias: string): string =>
  `(NOT ${alias}.is_verified AND ${alias}.rejected_at IS NULL)`;
