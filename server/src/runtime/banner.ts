import { redactUrl } from '../config/config';
import type { StartContext } from './start-context';

/** What `npm start` prints once the server listens: where everything is. */
export function printBanner({ config, databaseUrl, embedded, lines }: StartContext): void {
  const url = config.PUBLIC_URL;
  const out = [
    '',
    `  ${config.SITE_NAME} is running`,
    `  Site:          ${url}/`,
    `  API docs:      ${url}/api/docs`,
    `  Health:        ${url}/healthz  ${url}/readyz`,
    `  Database:      ${redactUrl(databaseUrl)}${embedded ? `  (embedded, data in ${config.dataDir})` : ''}`,
    ...lines.map((l) => `  ${l}`),
    '  Stop with Ctrl+C',
    '',
  ];
  process.stdout.write(out.join('\n') + '\n');
}
