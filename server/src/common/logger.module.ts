import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';

/** The injection token of the app's pino logger: `@Inject(LOGGER) logger: Logger`. */
export const LOGGER = Symbol('LOGGER');

/** The app's pino logger as `@Inject(LOGGER)`. */
@Global()
@Module({})
export class LoggerModule {
  static forRoot(logger: Logger) {
    return { module: LoggerModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
