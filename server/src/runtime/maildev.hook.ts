import { setLocalSmtpUrl } from '../mail/local-smtp';
import { startMailDev } from '../mail/maildev';
import type { StartContext } from './start-context';

/** Without SMTP_URL every outgoing mail goes to a local MailDev, whose inbox the banner names. */
export async function startLocalMailHook({ config, lines, stops, logger }: StartContext): Promise<void> {
  if (config.SMTP_URL) return;
  const maildev = await startMailDev({ smtpPort: config.MAILDEV_SMTP_PORT, webPort: config.MAILDEV_WEB_PORT });
  setLocalSmtpUrl(maildev.smtpUrl);
  if (maildev.smtpPort !== config.MAILDEV_SMTP_PORT && config.MAILDEV_SMTP_PORT !== 0)
    logger.warn({ wanted: config.MAILDEV_SMTP_PORT, port: maildev.smtpPort }, 'MailDev SMTP port busy; using another');
  if (maildev.webPort !== config.MAILDEV_WEB_PORT && config.MAILDEV_WEB_PORT !== 0)
    logger.warn({ wanted: config.MAILDEV_WEB_PORT, port: maildev.webPort }, 'MailDev inbox port busy; using another');
  lines.push(
    `Mail inbox:    ${maildev.webUrl}  (MailDev; SMTP on port ${maildev.smtpPort}; set SMTP_URL for real mail)`,
  );
  stops.push(async () => {
    setLocalSmtpUrl(undefined);
    await maildev.stop();
  });
}
