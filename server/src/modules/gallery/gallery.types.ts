// What other modules may use of the gallery module besides its services: its error codes (an event's
// header photo is a gallery photo).
export { GALLERY_ERRORS } from './gallery-errors';
