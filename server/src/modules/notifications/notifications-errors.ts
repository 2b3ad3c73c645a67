// The stable error codes of the notifications module: unsubscribe links, push subscriptions, the outbox and
// newsletters.
export const NOTIFICATIONS_ERRORS = {
  unsubscribe_token_invalid: 'errors.unsubscribe_token_invalid',
  mail_not_found: 'errors.mail_not_found',
  mail_not_failed: 'errors.mail_not_failed',
  article_not_published: 'errors.article_not_published',
  push_subscription_invalid: 'errors.push_subscription_invalid',
  push_subscription_not_found: 'errors.push_subscription_not_found',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const NOTIFICATIONS_STAFF_ONLY: readonly string[] = [
  NOTIFICATIONS_ERRORS.mail_not_found,
  NOTIFICATIONS_ERRORS.mail_not_failed,
  NOTIFICATIONS_ERRORS.article_not_published,
];
