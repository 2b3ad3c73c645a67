import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from './error.filter';

/** The app's pino logger as `@Inject(LOGGER)`. */
@Global()
@Module({})
export class LoggerModule {
  static forRoot(logger: Logger) {
    return { module: LoggerModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
