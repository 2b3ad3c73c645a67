// What other modules may know of the user administration besides its services: the member as staff
// see them (the verification queue embeds it), and what staff may change on a profile with the
// verification rule that sets it.
export { AdminUserDto, NOTE_MAX_LENGTH, verificationChanges, type AdminUserWithAnswers } from './user-admin.dto';
export type { AdminProfileChanges, AdminProfileRow, VerificationStatus } from './user-admin.repository';
