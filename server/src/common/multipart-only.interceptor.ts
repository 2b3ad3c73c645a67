import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiError } from './api-error';
import { COMMON_ERRORS } from './common-errors';
import { isMultipart } from './multipart-parts';

/** The metadata key of @nestjs/swagger's @ApiConsumes. */
const API_CONSUMES = 'swagger/apiConsumes';

/**
 * The body parser accepts a multipart body on every route and leaves `request.body` empty, so a
 * JSON endpoint sent multipart would see "no fields" and apply an empty update. Only handlers that
 * declare `@ApiConsumes('multipart/form-data')` (the upload endpoints, which read the parts
 * themselves) take multipart; every other one answers 415.
 */
@Injectable()
export class MultipartOnlyWhereDeclared implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isMultipart(request)) {
      const consumes =
        this.reflector.getAllAndMerge<string[]>(API_CONSUMES, [context.getHandler(), context.getClass()]) ?? [];
      if (!consumes.includes('multipart/form-data'))
        throw new ApiError(
          415,
          COMMON_ERRORS.unsupported_media_type,
          'This endpoint takes application/json, not multipart/form-data',
        );
    }
    return next.handle();
  }
}
