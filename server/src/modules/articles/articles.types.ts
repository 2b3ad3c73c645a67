// What other modules may use of the articles module besides its services: its error codes (a mail
// about an article names the article it refers to).
export { ARTICLES_ERRORS } from './articles-errors';
