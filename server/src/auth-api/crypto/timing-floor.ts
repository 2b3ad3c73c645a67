// Answers that must not tell whether an address has an account (sign-up of a confirmed address,
// /recover) take as long as the path that does the real work: that path records how long it took,
// and every answer waits until the 90th percentile of the recent durations has passed. The real
// path's median is then the floor itself, as is the cheap path's, so medians do not tell them apart.
// The floor follows the load with a lag; at the 75th percentile a rising load (another program
// taking the CPU) put most real answers above it, and their median a few per cent above the cheap one's.
import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLES = 41;
const PERCENTILE = 0.9;

export class TimingFloor {
  private readonly samples: number[] = [];

  /** Notes how long the real work took (milliseconds since `startedAt`, from performance.now()). */
  record(startedAt: number): void {
    this.samples.push(performance.now() - startedAt);
    if (this.samples.length > SAMPLES) this.samples.shift();
  }

  /** Waits until the floor has passed since `startedAt`. */
  async pad(startedAt: number): Promise<void> {
    if (!this.samples.length) return;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const floor = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * PERCENTILE))];
    const left = floor - (performance.now() - startedAt);
    if (left > 0) await sleep(left);
  }
}
