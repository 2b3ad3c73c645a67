import { HealthController } from './health.controller';

export const controllers = [HealthController];
