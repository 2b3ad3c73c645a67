import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../common/api-error';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { COMMON_ERRORS } from '../common/common-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: the holder of METRICS_TOKEN, compared in constant time. Without a token the endpoint does not
 * exist.
 */
@Injectable()
export class MetricsAccess {
  private readonly token: Buffer | null;

  constructor(@Inject(CONFIG) config: Config) {
    this.token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  }

  check(authorization: string | undefined): void {
    if (!this.token) throw new ApiError(404, COMMON_ERRORS.not_found, 'Not found: GET /metrics');
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), this.token))
      throw new ApiError(401, COMMON_ERRORS.unauthorized, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
  }
}
