// Unpaid places are released: a job every minute (one run across instances; the time from the injected
// clock) cancels each registered place of a paid event whose payment deadline has passed without the
// full amount, tells the member, and gives the place to the first on the waitlist, who then owes the
// price by their own deadline (EventAttendanceService.fillFromWaitlist). Each release runs under the
// event's row lock and checks the place again there: a payment or a cancellation that came first wins.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../jobs/clock';
import { JobQueueService } from '../../jobs/job-queue.service';
import { TransactionRepository } from '../../database/transaction.repository';
import { formatEuro } from '../../domain/money';
import { NotifyService } from '../notifications/notify.service';
import { formatEventTime } from '../notifications/notifications.types';
import { EventFeesService } from '../event-fees/event-fees.service';
import { AttendanceStatus, EventAttendanceRepository } from './event-attendance.repository';
import { EventAttendanceService } from './event-attendance.service';

export const RELEASE_JOB = 'event-payment-release';
/** Places released in one run at most (the next run takes the rest a minute later). */
const RELEASE_LIMIT = 500;

@Injectable()
export class EventPaymentReleaseService implements OnModuleInit {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queue: JobQueueService,
    private readonly attendances: EventAttendanceRepository,
    private readonly attendance: EventAttendanceService,
    private readonly fees: EventFeesService,
    private readonly notify: NotifyService,
    private readonly tx: TransactionRepository,
  ) {}

  onModuleInit(): void {
    this.queue.define({
      name: RELEASE_JOB,
      cron: '* * * * *',
      queue: { retryLimit: 3, retryDelay: 30 },
      handler: async () => {
        await this.releaseUnpaid();
      },
    });
  }

  /** Releases the places whose deadline has passed unpaid; returns how many were released. */
  async releaseUnpaid(): Promise<number> {
    let released = 0;
    for (const overdue of await this.fees.listOverdue(RELEASE_LIMIT))
      if (await this.release(overdue.id, overdue.eventId)) released += 1;
    return released;
  }

  private release(id: string, eventId: string): Promise<boolean> {
    return this.tx.run(async (db) => {
      const event = await this.attendances.lockEvent(db, { id: eventId });
      const current = await this.attendances.get(db, id);
      const now = this.clock.now();
      if (
        !event ||
        !current ||
        current.status !== AttendanceStatus.registered ||
        current.paidAt ||
        !current.paymentDueAt ||
        current.paymentDueAt > now
      )
        return false;
      await this.attendances.setStatus(db, id, AttendanceStatus.cancelled);
      await this.fees.settleEnded(db, id, 'not_paid_in_time');
      await this.notify.registrationNotice(
        db,
        [current.userId],
        () => `event_released:${id}:${current.registeredAt.getTime()}`,
        () => ({
          subject: `Miesto uvoľnené: ${event.title}`,
          paragraphs: [
            `platba za vaše miesto na udalosti „${event.title}“ neprišla do ${formatEventTime(current.paymentDueAt!)}, preto sme miesto uvoľnili ďalšiemu v poradí a vaše prihlásenie sa zrušilo.`,
            ...(current.paidCents > 0
              ? [`Prijatú čiastku ${formatEuro(current.paidCents)} vám vrátime.`]
              : ['Ak platba medzičasom odišla, vrátime vám ju.']),
            'Ak sa chcete zúčastniť, prihláste sa znova, kým je prihlasovanie otvorené.',
          ],
        }),
      );
      await this.attendance.fillFromWaitlist(db, event, now);
      return true;
    });
  }
}
