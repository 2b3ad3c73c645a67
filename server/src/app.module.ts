import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConfigModule } from './config/config.module';
import type { Config } from './config/config';
import { authApiControllers, controllers } from './controllers/index';
import { DatabaseModule } from './database/database.module';
import { repositories } from './repositories/index';
import { services } from './services/index';
import { LOGGER } from './common/error.filter';
import { StorageService } from './storage/storage.service';
import { authProviders } from './auth/auth.providers';
import { DashboardModule } from './modules/dashboard/dashboard.module';

export interface AppOptions {
  config: Config;
  databaseUrl: string;
  logger: Logger;
}

/** The one application module: each layer folder's index exports the array spread here. */
@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, logger }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), DashboardModule],
      controllers: [...controllers, ...(config.AUTH_MODE === 'embedded' ? authApiControllers : [])],
      providers: [{ provide: LOGGER, useValue: logger }, StorageService, ...services, ...repositories, ...authProviders],
    };
  }
}
