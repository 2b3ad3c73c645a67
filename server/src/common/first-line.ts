/**
 * One readable line of an error; pg reports a refused connection to several addresses as an AggregateError without a
 * message.
 */
export function firstLine(e: Error & { code?: string; errors?: Error[] }): string {
  const message = e.message || e.errors?.[0]?.message || e.code || String(e);
  return message.split('\n')[0];
}
