import { Global, Module } from '@nestjs/common';
import { Config } from './config';

export const CONFIG = Symbol('CONFIG');

/** Makes the validated configuration injectable as `@Inject(CONFIG) config: Config`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config) {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
