// Scans that could not be sent (no connection at the door) wait in the browser's localStorage, one
// list per event, and are sent in order when the connection returns. A scan leaves the queue once
// the server has answered it (whatever the answer); a ticket sent twice counts once on the server.
const key = (eventId: string) => `evklub.check-in.queue.${eventId}`;

export function queuedScans(eventId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(eventId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function store(eventId: string, tokens: string[]): void {
  if (tokens.length === 0) localStorage.removeItem(key(eventId));
  else localStorage.setItem(key(eventId), JSON.stringify(tokens));
}

export function queueScan(eventId: string, token: string): void {
  const tokens = queuedScans(eventId);
  if (!tokens.includes(token)) store(eventId, [...tokens, token]);
}

/** True when the failure means "no connection" rather than an answer of the server. */
export const isOffline = (error: unknown) => !navigator.onLine || error instanceof TypeError;

/**
 * Sends the queued scans one by one with `send`; stops at the first that fails for want of a
 * connection (it stays queued). Returns the answers received.
 */
export async function flushScans<T>(eventId: string, send: (token: string) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (const token of queuedScans(eventId)) {
    try {
      answers.push(await send(token));
    } catch (error) {
      if (isOffline(error)) break;
    }
    store(
      eventId,
      queuedScans(eventId).filter((t) => t !== token),
    );
  }
  return answers;
}
