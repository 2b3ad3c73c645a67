// What other modules may know of the notifications module besides its services: the content of a
// member notification (subject, paragraphs, button), which a module builds and hands to NotifyService.
export type { NotificationContent } from './notification-mail';
// How mails write a moment ("sobota 16. mája 2026 o 10:00", the club's time zone).
export { formatEventTime } from './notification-mail';
// The mails about a member's registration: which registration a queued mail names, and what the
// events module reads of it when the mail is sent.
export type { RegistrationMail, RegistrationMailRef, RegistrationNow } from './registration-mail';
