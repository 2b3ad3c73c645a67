// The record timestamps a response DTO ends with, documented in one place. The DTO declares
// `created_at` and `updated_at` for their types and calls documentTimestamps right after its class,
// so they are its last properties, in this order (a schema's `required` list in the OpenAPI
// document follows the order properties are documented in). Call it before any subclass is
// declared: a subclass copies its parent's documented properties when it declares its own.
import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

export interface Timestamps {
  created_at: string;
  updated_at: string;
}

export function documentTimestamps(dto: Type<Timestamps>): void {
  for (const field of ['created_at', 'updated_at'] as const)
    ApiProperty({ type: String, format: 'date-time' })(dto.prototype, field);
}
