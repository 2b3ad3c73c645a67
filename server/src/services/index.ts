import { HealthService } from './health.service';

export const services = [HealthService];
