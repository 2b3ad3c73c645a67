import { productionWarnings } from '../config/config';
import type { StartContext } from './start-context';

/** NODE_ENV=production: what the configuration leaves unsafe but not fatal, as banner warnings. */
export async function productionWarningsHook({ config, lines, logger }: StartContext): Promise<void> {
  for (const warning of productionWarnings(config)) {
    logger.warn(warning);
    lines.push(`Warning: ${warning}`);
  }
}
