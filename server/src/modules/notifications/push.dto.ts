import { ApiProperty } from '@nestjs/swagger';
import { ResponseDto } from '../../common/page.dto';
import { TextField } from '../../common/content-validation';

/** The push service's address of one device (PushSubscription.endpoint), at most 2,000 characters. */
const ENDPOINT_MAX = 2000;

export class PushKeyDto {
  @ApiProperty({
    description: "The server's VAPID public key (base64url, P-256), the applicationServerKey of PushManager.subscribe",
  })
  public_key: string;
}

export class PushKeyResponseDto extends ResponseDto(PushKeyDto) {}

/** This device's push subscription, as the browser's PushSubscription.toJSON() gives it (keys flattened). */
export class PushSubscribeDto {
  @TextField(ENDPOINT_MAX, {
    description: "The push service's URL for this device (https; http only to this machine outside production)",
    example: 'https://fcm.googleapis.com/fcm/send/abc',
  })
  endpoint: string;

  @TextField(88, {
    pattern: /^[A-Za-z0-9_-]{87}=?$/,
    description: "The device's P-256 public key (keys.p256dh, base64url, 65 bytes)",
    example: 'BO-PnGfZmcCim8tDLVfZ6skc7LqChCyhflesv8AC7SqgEwjG-0aLdVVgxugksEEr90v5rngFPQP3gIOgq5Iut38',
  })
  p256dh: string;

  @TextField(24, {
    pattern: /^[A-Za-z0-9_-]{22}(==)?$/,
    description: 'The authentication secret (keys.auth, base64url, 16 bytes)',
    example: 'mgNPeb2F3fa4nUAXQBuH7w',
  })
  auth: string;
}

export class PushUnsubscribeQueryDto {
  @TextField(ENDPOINT_MAX, { description: 'The endpoint of the subscription to remove' })
  endpoint: string;
}

export class PushSubscriptionDto {
  @ApiProperty()
  endpoint: string;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: string;
}

export class PushSubscriptionResponseDto extends ResponseDto(PushSubscriptionDto) {}
