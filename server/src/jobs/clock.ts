// The time as the services see it: a service whose rules depend on the time (a reminder 24 hours
// before an event, an overdue due, a setup link's expiry, the time of a verification) takes it from
// the injected CLOCK, never from `new Date()`, so that a test can put the server at any moment
// without waiting for it (docs/conventions.md §1). JobsModule provides it to every module.
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
