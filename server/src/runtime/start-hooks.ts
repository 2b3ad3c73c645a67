import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { printAuthKeysHook } from './auth-keys.hook';
import { startLocalMailHook } from './maildev.hook';
import { seedDemoHook } from './seed.hook';

/** What start-up steps share: they may add lines to the banner and stop functions for shutdown. */
export interface StartContext {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  embedded: boolean;
  /** Lines printed after start, e.g. demo accounts and URLs of local services. */
  lines: string[];
  stops: (() => Promise<void>)[];
}

/**
 * Steps that run after migrations and before the server listens (seeding, the local mail inbox,
 * auth keys). Each feature adds its step in its own file and lists it here.
 */
export const onStartHooks: ((context: StartContext) => Promise<void>)[] = [seedDemoHook, startLocalMailHook, printAuthKeysHook];
