// The password-check gate serves clients in turn: one client's burst of sign-ins delays another
// client by one check at most, and a check that would only join an over-long queue is refused at
// once (429). Counted in checks, not seconds, so a busy machine does not change the answer.
import {
  CHECKS_AT_ONCE,
  PasswordCheckGate,
  QUEUED_PER_CLIENT,
} from '../../server/src/auth-api/rate-limit/password-check-gate';

/** A check that finishes when the test says so, recording the order in which checks started. */
function controlled(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { check: () => (started.push(name), done), finish: () => finish() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

it('runs a second client’s check after at most one more of a bursting client’s', async () => {
  const gate = new PasswordCheckGate();
  const started: string[] = [];
  const burst = Array.from({ length: CHECKS_AT_ONCE + QUEUED_PER_CLIENT }, (_, i) => controlled(started, `a${i}`));
  const running = burst.map((c) => gate.run('10.0.0.1', c.check));
  const other = controlled(started, 'b');
  const answered = gate.run('10.0.0.2', other.check);
  await tick();
  expect(started).toEqual(['a0', 'a1']);
  // Finish one check of the burst at a time: the burst's client had its turn queued first, then the
  // other client's turn comes, ahead of the seven checks still waiting.
  burst[0].finish();
  await tick();
  expect(started).toEqual(['a0', 'a1', 'a2']);
  burst[1].finish();
  await tick();
  expect(started).toEqual(['a0', 'a1', 'a2', 'b']);
  other.finish();
  await answered;
  for (const c of burst) c.finish();
  await Promise.all(running);
  expect(started).toHaveLength(burst.length + 1);
});

it('refuses at once a check that would make one client’s queue too long', async () => {
  const gate = new PasswordCheckGate();
  const started: string[] = [];
  const burst = Array.from({ length: CHECKS_AT_ONCE + QUEUED_PER_CLIENT }, (_, i) => controlled(started, `a${i}`));
  const running = burst.map((c) => gate.run('10.0.0.1', c.check));
  await expect(gate.run('10.0.0.1', async () => 'never')).rejects.toMatchObject({ code: 'over_request_rate_limit' });
  for (const c of burst) c.finish();
  await Promise.all(running);
});
