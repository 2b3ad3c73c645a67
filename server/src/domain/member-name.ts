// A member's name as notes, mails and staff lists write it: first and last name, whichever are known.

/** "Ján Novák", or null when neither name is known. */
export const memberName = (user: { firstName: string | null; lastName: string | null } | null | undefined) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;
