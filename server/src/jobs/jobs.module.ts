import { DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from './clock';
import { JobQueueService } from './job-queue.service';

/** The PostgreSQL job queue and the clock the jobs read, for every module that queues work. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return {
      module: JobsModule,
      providers: [JobQueueService, { provide: CLOCK, useValue: clock }],
      exports: [JobQueueService, CLOCK],
    };
  }
}
