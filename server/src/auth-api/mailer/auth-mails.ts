// Slovak texts of the auth e-mails: sign-up confirmation, invitation, password recovery, sign-in
// link (magic link), e-mail
// change (to the new and to the current address) and the reauthentication code. Each mail carries
// the link and the 6-digit code, so it works both by clicking and by typing; the recovery mail
// carries the link only, as GoTrue's does: no screen of the site's reset flow takes a code (a
// client that wants one gets it from the admin API's generate_link).
import type { MailMessage } from '../../mail/mail-transport.service';
import { escapeHtml } from '../../common/escape';

export type AuthMailKind =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change_new' | 'email_change_current' | 'reauthentication';

export interface AuthMailInput {
  to: string;
  siteName: string;
  /** The link to /auth/v1/verify (absent for the reauthentication code). */
  link?: string;
  code: string;
  /** Validity of link and code in seconds. */
  validFor: number;
  /** For e-mail changes: the new address. */
  newEmail?: string;
}

/** Slovak plural: 1 minútu, 2–4 minúty, 5+ minút (accusative, as in "platí 5 minút"). */
function plural(n: number, one: string, few: string, many: string): string {
  return `${n} ${n === 1 ? one : n >= 2 && n <= 4 ? few : many}`;
}

export function validity(seconds: number): string {
  if (seconds % 86400 === 0) return plural(seconds / 86400, 'deň', 'dni', 'dní');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hodinu', 'hodiny', 'hodín');
  return plural(Math.ceil(seconds / 60), 'minútu', 'minúty', 'minút');
}

interface Parts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

function parts(kind: AuthMailKind, input: AuthMailInput): Parts {
  const site = input.siteName;
  switch (kind) {
    case 'signup':
      return {
        subject: `Potvrďte registráciu – ${site}`,
        intro: `ďakujeme za registráciu v ${site}. Aby sme vedeli, že táto adresa patrí vám, potvrďte ju.`,
        action: 'Potvrdiť registráciu',
        outro: 'Ak ste sa neregistrovali vy, tento e-mail pokojne ignorujte – bez potvrdenia sa účet nedá použiť.',
      };
    case 'invite':
      return {
        subject: `Pozvánka do ${site}`,
        intro: `boli ste pozvaní do ${site}. Pozvánku prijmete a účet si nastavíte cez tento odkaz.`,
        action: 'Prijať pozvánku',
        outro: 'Ak pozvánku nečakáte, e-mail ignorujte.',
      };
    case 'recovery':
      return {
        subject: `Obnovenie hesla – ${site}`,
        intro: 'dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si nastavíte cez tento odkaz.',
        action: 'Nastaviť nové heslo',
        outro: 'Ak ste o obnovenie hesla nežiadali, e-mail ignorujte – vaše heslo zostáva nezmenené.',
      };
    case 'magiclink':
      return {
        subject: `Prihlásenie do ${site}`,
        intro: `požiadali ste o prihlásenie do ${site} bez hesla. Prihlásite sa cez tento odkaz.`,
        action: 'Prihlásiť sa',
        outro: 'Ak ste o prihlásenie nežiadali, e-mail ignorujte – bez odkazu alebo kódu sa do účtu nikto neprihlási.',
      };
    case 'email_change_new':
      return {
        subject: `Potvrďte novú e-mailovú adresu – ${site}`,
        intro: `požiadali ste o zmenu e-mailovej adresy svojho účtu v ${site} na túto adresu. Zmenu potvrdíte cez tento odkaz.`,
        action: 'Potvrdiť novú adresu',
        outro: 'Ak ste o zmenu nežiadali, e-mail ignorujte – adresa sa nezmení.',
      };
    case 'email_change_current':
      return {
        subject: `Potvrďte zmenu e-mailovej adresy – ${site}`,
        intro: `požiadali ste o zmenu e-mailovej adresy svojho účtu v ${site} na ${input.newEmail ?? 'novú adresu'}. Zmenu potvrďte aj z tejto, pôvodnej adresy.`,
        action: 'Potvrdiť zmenu adresy',
        outro: 'Ak ste o zmenu nežiadali, e-mail ignorujte a zmeňte si heslo – bez potvrdenia sa adresa nezmení.',
      };
    case 'reauthentication':
      return {
        subject: `Overovací kód – ${site}`,
        intro: 'na potvrdenie citlivej zmeny vo vašom účte zadajte tento overovací kód.',
        action: '',
        outro: 'Ak ste o kód nežiadali, e-mail ignorujte.',
      };
  }
}

export function authMail(kind: AuthMailKind, input: AuthMailInput): MailMessage {
  const p = parts(kind, input);
  const withCode = kind !== 'recovery' || !input.link;
  const valid = withCode
    ? `Odkaz aj kód platia ${validity(input.validFor)}.`
    : `Odkaz platí ${validity(input.validFor)}.`;
  const codeLines = !withCode ? [] : input.link ? ['', `Alebo zadajte kód: ${input.code}`] : [`Kód: ${input.code}`];
  const text = [
    'Dobrý deň,',
    '',
    p.intro,
    '',
    ...(input.link ? [`${p.action}: ${input.link}`] : []),
    ...codeLines,
    '',
    input.link ? valid : `Kód platí ${validity(input.validFor)}.`,
    p.outro,
    '',
    input.siteName,
  ].join('\n');
  const html = `<!doctype html><html lang="sk"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>Dobrý deň,</p>
<p>${escapeHtml(p.intro)}</p>
${input.link ? `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#D90429;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(p.action)}</a></p>` : ''}
${withCode ? `<p>${input.link ? 'Alebo zadajte kód' : 'Kód'}: <strong style="font-size:1.2em;letter-spacing:2px">${escapeHtml(input.code)}</strong></p>` : ''}
<p>${escapeHtml(input.link ? valid : `Kód platí ${validity(input.validFor)}.`)}<br>${escapeHtml(p.outro)}</p>
<p>${escapeHtml(input.siteName)}</p>
</body></html>`;
  return { to: input.to, subject: p.subject, text, html };
}
