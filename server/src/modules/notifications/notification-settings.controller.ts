import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated, Public } from '../../access/decorators';
import {
  NotificationPreferencesDto,
  NotificationSettingsResponseDto,
  UnsubscribeQueryDto,
  UnsubscribeResponseDto,
} from './notification.dto';
import { NotificationSettingsService } from './notification-settings.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';

@ApiTags('notifications')
@Controller('api')
export class NotificationSettingsController {
  constructor(private readonly service: NotificationSettingsService) {}

  /** Which member mails I get, and my private calendar URL. */
  @Authenticated()
  @Get('me/notifications')
  @ApiOkResponse({ type: NotificationSettingsResponseDto })
  getMyNotificationSettings(@CurrentUser() user: AuthUser): Promise<NotificationSettingsResponseDto> {
    return this.service.getMyNotificationSettings(user);
  }

  /** Switches kinds of member mail on or off; opting in to the newsletter or new-event mails records the time. */
  @Authenticated()
  @Put('me/notifications')
  @ApiOkResponse({ type: NotificationSettingsResponseDto })
  updateMyNotificationSettings(
    @CurrentUser() user: AuthUser,
    @Body() body: NotificationPreferencesDto,
  ): Promise<NotificationSettingsResponseDto> {
    return this.service.updateMyNotificationSettings(user, body);
  }

  /** A new secret URL for my private calendar; the old one stops working. */
  @Authenticated()
  @Post('me/notifications/calendar-token')
  @HttpCode(200)
  @ApiOkResponse({ type: NotificationSettingsResponseDto })
  renewMyCalendarToken(@CurrentUser() user: AuthUser): Promise<NotificationSettingsResponseDto> {
    return this.service.renewMyCalendarToken(user);
  }

  /** What an unsubscribe link stops (no sign-in: the token is signed). */
  @Public()
  @Get('unsubscribe')
  @ApiOkResponse({ type: UnsubscribeResponseDto })
  @ApiErrors({ 400: [NOTIFICATIONS_ERRORS.unsubscribe_token_invalid] })
  getUnsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeResponseDto> {
    return this.service.getUnsubscribe(query.token);
  }

  /** Unsubscribes from one kind of mail; also the RFC 8058 one-click target (body `List-Unsubscribe=One-Click` is accepted and not needed). */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: UnsubscribeResponseDto })
  @ApiErrors({ 400: [NOTIFICATIONS_ERRORS.unsubscribe_token_invalid] })
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeResponseDto> {
    return this.service.unsubscribe(query.token);
  }
}
