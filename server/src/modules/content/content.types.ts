// What other modules may use of the content module besides its services: its error codes (an
// event's header photo, a mail about an article name the content they refer to).
export { CONTENT_ERRORS } from './content-errors';
