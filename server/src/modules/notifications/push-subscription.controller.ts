import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { ApiErrors } from '../../common/api-errors.decorator';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';
import { PushKeyResponseDto, PushSubscribeDto, PushSubscriptionResponseDto, PushUnsubscribeQueryDto } from './push.dto';
import { PushSubscriptionService } from './push-subscription.service';

@ApiTags('notifications')
@Controller('api/me/push')
export class PushSubscriptionController {
  constructor(private readonly service: PushSubscriptionService) {}

  /** The key my browser subscribes to this server's pushes with (VAPID public key). */
  @Authenticated()
  @Get('key')
  @ApiOkResponse({ type: PushKeyResponseDto })
  getMyPushKey(): PushKeyResponseDto {
    return this.service.getMyPushKey();
  }

  /** Adds this device's push subscription (one per device: a device another member used becomes mine). */
  @Authenticated()
  @Post('subscriptions')
  @HttpCode(200)
  @ApiOkResponse({ type: PushSubscriptionResponseDto })
  @ApiErrors({ 400: [NOTIFICATIONS_ERRORS.push_subscription_invalid] })
  subscribeMyDevice(
    @CurrentUser() user: AuthUser,
    @Body() body: PushSubscribeDto,
  ): Promise<PushSubscriptionResponseDto> {
    return this.service.subscribeMyDevice(user, body);
  }

  /** Removes one of my devices' push subscriptions (this device on sign-out, or push switched off). */
  @Authenticated()
  @Delete('subscriptions')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 404: [NOTIFICATIONS_ERRORS.push_subscription_not_found] })
  unsubscribeMyDevice(@CurrentUser() user: AuthUser, @Query() query: PushUnsubscribeQueryDto): Promise<void> {
    return this.service.unsubscribeMyDevice(user, query.endpoint);
  }
}
