// Rules of an event that its mappers and services share: when it ends, whether registration is open,
// and the attendance counts a summary shows.

import { isPublished } from '../../domain/published';
import { EventRow } from './event.repository';

export type AttendanceCounts = { registered: number; waitlisted: number };

export const NO_COUNTS: AttendanceCounts = { registered: 0, waitlisted: 0 };

/** When the event is over: its end, or its start when it has no end. */
export const eventEnd = (event: Pick<EventRow, 'dateStart' | 'dateEnd'>): Date => event.dateEnd ?? event.dateStart;

/**
 * Registration is open while the event is published, before its registration deadline (without
 * one: before it starts) and before it ends. Staff cannot set a deadline after the end.
 */
export function isRegistrationOpen(
  event: Pick<EventRow, 'publishedAt' | 'registrationDeadline' | 'dateStart' | 'dateEnd'>,
  now: Date,
): boolean {
  const closesAt = event.registrationDeadline ?? event.dateStart;
  return isPublished(event.publishedAt, now) && now < closesAt && now < eventEnd(event);
}
