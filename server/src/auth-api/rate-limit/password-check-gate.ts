// bcrypt is CPU work on the event loop: a burst of sign-ins that all run it at once slows every
// request of the process until database waits time out (503s). The gate runs at most a few checks
// at a time and lets a bounded queue wait, per client and in all, serving the clients in turn; a
// check that would only join an over-long queue is refused at once with 429, before anything was
// spent (docs/security.md §2).
import { Injectable } from '@nestjs/common';
import { TurnQueue } from './turn-queue';

/** Checks running at once (bcryptjs interleaves them on the one event loop; more only adds latency). */
export const CHECKS_AT_ONCE = 2;
/** Checks one client may have waiting. */
export const QUEUED_PER_CLIENT = 8;
/** Checks waiting in all (about 3 s of work at GoTrue's cost 10). */
export const QUEUED_IN_ALL = 48;

@Injectable()
export class PasswordCheckGate extends TurnQueue {
  constructor() {
    super(CHECKS_AT_ONCE, QUEUED_PER_CLIENT, QUEUED_IN_ALL);
  }
}
