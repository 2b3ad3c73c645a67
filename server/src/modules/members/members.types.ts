// What other modules may know of the members module besides its services: the "verified member" rule
// (in code and in SQL), the bodies and reply of the member's own export and deletion (the accounts
// module serves those routes), the member DTOs staff screens embed, what a permission change does,
// and the error codes other modules answer for a member they do not find.
export { DeleteProfileDto, ProfileExportResponseDto } from './profile.dto';
export { isVerifiedMember, pendingRegistrationSql, verifiedMemberSql, type MemberStanding } from './member-rules';
export { mapUser, PermissionsDto, UserDto } from './me.dto';
export { lastOwnerRefused, permissionGrant, type PermissionGrant } from './permission-grant';
export { MEMBERS_ERRORS } from './members-errors';
