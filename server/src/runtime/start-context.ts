import type { Logger } from 'pino';
import type { Config } from '../config/config';

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
