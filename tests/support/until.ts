// Waiting in API tests for what a server does in its own time (an archived segment, a scheduled job):
// the probe's first truthy answer, or an error naming what never came.

/** Polls `probe` every 250 ms until it answers something truthy; throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
