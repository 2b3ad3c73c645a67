// Reminders 24 hours before an event: a job every minute (pg-boss runs one per minute across all
// instances) looks for published events starting within the next 24 hours and reminds their
// registered members. The same job announces events whose scheduled publication time has just come
// (to members who opted in to new events; staff publishing at once announce it themselves). A reminder is keyed by
// event, member and start time, so running again, on another instance or after a restart, mails nobody twice, while an
// event moved to a new time gets a new reminder. The time comes from the injected clock.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../jobs/clock';
import { JobQueueService } from '../../jobs/job-queue.service';
import { NotifyService } from '../notifications/notify.service';
import { EventAttendanceRepository } from './event-attendance.repository';
import { EventTicketService } from './event-ticket.service';

export const REMINDER_JOB = 'event-reminders';
export const REMINDER_LEAD_MS = 24 * 3600 * 1000;
/** How far back a run looks for scheduled publications (runs are a minute apart; a late one still catches up). */
const PUBLICATION_LOOKBACK_MS = 10 * 60 * 1000;

@Injectable()
export class EventReminderService implements OnModuleInit {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queue: JobQueueService,
    private readonly attendances: EventAttendanceRepository,
    private readonly notify: NotifyService,
    private readonly tickets: EventTicketService,
  ) {}

  onModuleInit(): void {
    this.queue.define({
      name: REMINDER_JOB,
      cron: '* * * * *',
      queue: { retryLimit: 3, retryDelay: 30 },
      handler: () => this.run(),
    });
  }

  async run(): Promise<void> {
    await this.sendDueReminders();
    await this.announceScheduledEvents();
  }

  /** Announces events whose publication time came within the look-back; returns how many mails were new. */
  async announceScheduledEvents(): Promise<number> {
    const now = this.clock.now();
    const events = await this.attendances.listPublishedBetween(new Date(now.getTime() - PUBLICATION_LOOKBACK_MS), now);
    let queued = 0;
    for (const event of events) queued += (await this.notify.newEventPublished(event)).mail;
    return queued;
  }

  /** Queues the reminders that are due now; returns how many mails were new. */
  async sendDueReminders(): Promise<number> {
    const now = this.clock.now();
    const events = await this.attendances.listStartingWithRegistered(
      now,
      new Date(now.getTime() + REMINDER_LEAD_MS),
      now,
    );
    let queued = 0;
    for (const event of events) {
      // Each reminder carries the member's ticket as an inline QR image (server/src/domain/ticket-token.ts).
      const tickets = new Map(
        await Promise.all(event.attendances.map(async (a) => [a.userId, await this.tickets.png(a.id)] as const)),
      );
      queued += await this.notify.eventReminder(event, tickets);
    }
    return queued;
  }
}
