// What other modules may know of the notifications module besides its services: the content of a
// member notification (subject, paragraphs, button), which a module builds and hands to NotifyService.
export type { NotificationContent } from './notification-mail';
