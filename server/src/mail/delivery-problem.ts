// What kind of problem a mail delivery (or a check of the mail server) ran into, told from the
// error nodemailer gave: a short class the status page explains in Slovak, never the message
// itself (a refused recipient's message holds the address; a server's reply may hold anything).
export const DELIVERY_PROBLEMS = [
  'not_configured',
  'unreachable',
  'timeout',
  'dns',
  'tls',
  'auth',
  'refused',
  'other',
] as const;
export type DeliveryProblem = (typeof DELIVERY_PROBLEMS)[number];

/** The class of a delivery error, from its code (nodemailer's or the socket's) or its message. */
export function deliveryProblem(error: { message?: string; code?: string; name?: string } | string): DeliveryProblem {
  const { message = '', code = '', name = '' } = typeof error === 'string' ? { message: error } : error;
  const text = `${code} ${message}`;
  if (name === 'MailNotConfiguredError' || /no mail server/i.test(message)) return 'not_configured';
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE/.test(text)) return 'unreachable';
  if (/ETIMEDOUT|timeout|Greeting never received/i.test(text)) return 'timeout';
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return 'dns';
  if (/EAUTH|Invalid login|\b53[45]\b/.test(text)) return 'auth';
  if (/ETLS|certificate|SSL|TLS/i.test(text)) return 'tls';
  if (/EENVELOPE|EMESSAGE|rejected|\b5\d\d\b/.test(text)) return 'refused';
  return 'other';
}
