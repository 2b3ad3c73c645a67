import { HealthRepository } from './health.repository';

export const repositories = [HealthRepository];
