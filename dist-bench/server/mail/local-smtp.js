"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.setLocalSmtpUrl = setLocalSmtpUrl;
exports.getLocalSmtpUrl = getLocalSmtpUrl;
// The SMTP address of the local MailDev started at boot (runtime/maildev.hook.ts) when SMTP_URL is
// unset. The hook runs before the app exists, so it leaves the address here for MailService.
let localSmtpUrl;
function setLocalSmtpUrl(url) {
    localSmtpUrl = url;
}
function getLocalSmtpUrl() {
    return localSmtpUrl;
}
//# sourceMappingURL=local-smtp.js.map