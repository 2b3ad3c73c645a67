"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startLocalMailHook = startLocalMailHook;
const local_smtp_1 = require("../mail/local-smtp");
const maildev_1 = require("../mail/maildev");
/** Without SMTP_URL every outgoing mail goes to a local MailDev, whose inbox the banner names. */
async function startLocalMailHook({ config, lines, stops, logger }) {
    if (config.SMTP_URL)
        return;
    const maildev = await (0, maildev_1.startMailDev)({ smtpPort: config.MAILDEV_SMTP_PORT, webPort: config.MAILDEV_WEB_PORT });
    (0, local_smtp_1.setLocalSmtpUrl)(maildev.smtpUrl);
    if (maildev.smtpPort !== config.MAILDEV_SMTP_PORT && config.MAILDEV_SMTP_PORT !== 0)
        logger.warn({ wanted: config.MAILDEV_SMTP_PORT, port: maildev.smtpPort }, 'MailDev SMTP port busy; using another');
    if (maildev.webPort !== config.MAILDEV_WEB_PORT && config.MAILDEV_WEB_PORT !== 0)
        logger.warn({ wanted: config.MAILDEV_WEB_PORT, port: maildev.webPort }, 'MailDev inbox port busy; using another');
    lines.push(`Mail inbox:    ${maildev.webUrl}  (MailDev; SMTP on port ${maildev.smtpPort}; set SMTP_URL for real mail)`);
    stops.push(async () => {
        (0, local_smtp_1.setLocalSmtpUrl)(undefined);
        await maildev.stop();
    });
}
//# sourceMappingURL=maildev.hook.js.map