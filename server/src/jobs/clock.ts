// The time as the background jobs see it. Injected (CLOCK) so that a test can put the server at
// any moment, e.g. 24 hours before an event, without waiting for it.
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
