// What other modules may know of the users module besides its services: the member as staff see
// them (the registrations queue embeds it), what staff may change on a profile and the verification
// rule that sets it, and the bodies and reply of the member's own export and deletion (the accounts
// module serves those routes).
export { AdminUserDto, NOTE_MAX_LENGTH, verificationChanges, type AdminUserWithAnswers } from './user-admin.dto';
export type { AdminProfileChanges, AdminProfileRow, VerificationStatus } from './user-admin.repository';
export { DeleteProfileDto, ProfileExportResponseDto } from './profile.dto';
export { isVerifiedMember, pendingRegistrationSql, verifiedMemberSql, type MemberStanding } from './member-rules';

/** The users module's error codes, which other modules answer for a member they do not find. */
export { USERS_ERRORS } from './users-errors';
