import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ResponseDto } from '../../common/page.dto';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import type { SettingsRow } from './notification-settings.repository';

/** A field left out is unchanged; null is not a choice. */
const given = (_: object, value: unknown) => value !== undefined;

/** Which member mails I get (PUT changes the fields it names). */
export class NotificationPreferencesDto {
  @ApiProperty({ required: false, description: 'Waitlist promotion, event changed or cancelled (default on)' })
  @ValidateIf(given)
  @IsBoolean()
  event_updates?: boolean;

  @ApiProperty({ required: false, description: 'Reminder 24 h before an event I am registered for (default on)' })
  @ValidateIf(given)
  @IsBoolean()
  event_reminders?: boolean;

  @ApiProperty({ required: false, description: 'My registration verified or rejected (default on)' })
  @ValidateIf(given)
  @IsBoolean()
  membership?: boolean;

  @ApiProperty({
    required: false,
    description: 'A new event is published (default off; opt-in, consent time recorded)',
  })
  @ValidateIf(given)
  @IsBoolean()
  new_events?: boolean;

  @ApiProperty({ required: false, description: 'The club newsletter (default off; opt-in, consent time recorded)' })
  @ValidateIf(given)
  @IsBoolean()
  newsletter?: boolean;

  @ApiProperty({
    required: false,
    description: 'Push to my devices: event updates and a place from the waitlist (default off)',
  })
  @ValidateIf(given)
  @IsBoolean()
  push_event_updates?: boolean;

  @ApiProperty({ required: false, description: 'Push to my devices: reminders 24 h before (default off)' })
  @ValidateIf(given)
  @IsBoolean()
  push_event_reminders?: boolean;

  @ApiProperty({ required: false, description: 'Push to my devices: membership and dues (default off)' })
  @ValidateIf(given)
  @IsBoolean()
  push_membership?: boolean;

  @ApiProperty({ required: false, description: 'Push to my devices: a new event is published (default off)' })
  @ValidateIf(given)
  @IsBoolean()
  push_new_events?: boolean;
}

export class NotificationSettingsDto {
  @ApiProperty()
  event_updates: boolean;

  @ApiProperty()
  event_reminders: boolean;

  @ApiProperty()
  membership: boolean;

  @ApiProperty()
  new_events: boolean;

  @ApiProperty()
  newsletter: boolean;

  @ApiProperty({ description: 'Pushed to my devices (each push choice is off until I choose it)' })
  push_event_updates: boolean;

  @ApiProperty()
  push_event_reminders: boolean;

  @ApiProperty()
  push_membership: boolean;

  @ApiProperty()
  push_new_events: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When I opted in to new-event mails' })
  new_events_consent_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When I opted in to the newsletter' })
  newsletter_consent_at: string | null;

  @ApiProperty({
    description:
      'My private calendar of the events I am registered or waitlisted for (secret URL; renew it to revoke the old one)',
  })
  calendar_url: string;
}

export class NotificationSettingsResponseDto extends ResponseDto(NotificationSettingsDto) {}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token from the mail' })
  @IsString()
  @MaxLength(300)
  token: string;
}

export class UnsubscribeDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @ApiProperty({ description: 'The member still gets mails of this kind' })
  subscribed: boolean;
}

export class UnsubscribeResponseDto extends ResponseDto(UnsubscribeDto) {}

export function mapNotificationSettings(row: SettingsRow, publicUrl: string): NotificationSettingsDto {
  return {
    event_updates: row.eventUpdates,
    event_reminders: row.eventReminders,
    membership: row.membership,
    new_events: row.newEvents,
    newsletter: row.newsletter,
    push_event_updates: row.pushEventUpdates,
    push_event_reminders: row.pushEventReminders,
    push_membership: row.pushMembership,
    push_new_events: row.pushNewEvents,
    new_events_consent_at: row.newEventsConsentAt?.toISOString() ?? null,
    newsletter_consent_at: row.newsletterConsentAt?.toISOString() ?? null,
    calendar_url: `${publicUrl}/kalendar/${row.calendarToken}.ics`,
  };
}
