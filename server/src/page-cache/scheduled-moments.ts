// Pages also change with no write at all: a scheduled article or event is published, an event
// starts, ends or closes its registration. The next such moment is asked of the modules that own
// that content, after every change that may have moved it and every (re)connection of the
// notifications, and announced when it comes.
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { PublicationService } from '../modules/publication/publication.service';
import { EventService } from '../modules/events/event.service';

/** setTimeout's limit (about 24.8 days); a later moment is looked up again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A moment is announced this long after it, so that a page rendered then is past it. */
const MOMENT_MARGIN_MS = 50;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 10_000;

@Injectable()
export class ScheduledMoments implements OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  /** Each watch() counts one up: only the latest lookup sets the timer. */
  private lookups = 0;
  private retryMs = RETRY_MIN_MS;

  constructor(
    private readonly publications: PublicationService,
    private readonly events: EventService,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Calls `onMoment` when the next scheduled moment comes; a later call replaces an earlier one. */
  watch(onMoment: () => void): void {
    void this.lookUp(++this.lookups, onMoment);
  }

  onModuleDestroy(): void {
    this.lookups++;
    this.clear();
  }

  private async lookUp(lookup: number, onMoment: () => void): Promise<void> {
    let next: Date | null;
    try {
      const moments = await Promise.all([this.publications.nextPublication(), this.events.nextScheduledChange()]);
      next = moments.reduce<Date | null>((soonest, at) => (at && (!soonest || at < soonest) ? at : soonest), null);
    } catch (error) {
      if (lookup !== this.lookups) return;
      // The database away: asked again, less often each time, until it answers or a change asks anew.
      this.log.debug(
        { reason: (error as Error).message },
        'page cache: the next scheduled moment could not be read; trying again',
      );
      this.set(() => void this.lookUp(lookup, onMoment), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
      return;
    }
    if (lookup !== this.lookups) return; // a later change looks up its own next moment
    this.retryMs = RETRY_MIN_MS;
    this.clear();
    if (next === null) return;
    const delay = Math.min(Math.max(0, next.getTime() - Date.now()) + MOMENT_MARGIN_MS, MAX_TIMER_MS);
    this.set(() => (delay === MAX_TIMER_MS ? void this.lookUp(lookup, onMoment) : onMoment()), delay);
  }

  private set(run: () => void, delay: number): void {
    this.clear();
    this.timer = setTimeout(run, delay);
    this.timer.unref();
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
