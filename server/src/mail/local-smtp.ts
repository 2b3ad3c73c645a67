// The SMTP address of the local MailDev started at boot (runtime/maildev.hook.ts) when SMTP_URL is
// unset. The hook runs before the app exists, so it leaves the address here for MailTransportService.
let localSmtpUrl: string | undefined;

export function setLocalSmtpUrl(url: string | undefined): void {
  localSmtpUrl = url;
}

export function getLocalSmtpUrl(): string | undefined {
  return localSmtpUrl;
}
