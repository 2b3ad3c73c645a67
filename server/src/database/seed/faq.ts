// Demo FAQ (/faq): answers are markdown like every other body.
import type { Db } from '../transaction.repository';

export const DEMO_FAQ: readonly [question: string, answer: string][] = [
  [
    'Kto sa môže stať členom klubu?',
    'Každý majiteľ alebo používateľ elektromobilu s bydliskom na Slovensku. Väčšina členov jazdí na Tesle, vítaní sú však všetci. Postup je na stránke [Pripojte sa](/pripojit-sa).',
  ],
  [
    'Koľko stojí členstvo?',
    '{{clensky-prispevok}} Niektoré podujatia, napríklad viacdňové zrazy, majú vlastný poplatok za ubytovanie a stravu.',
  ],
  [
    'Prečo pri registrácii zadávam VIN?',
    'Podľa VIN správca overí, že auto existuje a že patrí vám. Iní členovia VIN vidia len pri autách, ktoré v nastaveniach zverejníte.',
  ],
  [
    'Ako dlho trvá overenie členstva?',
    'Zvyčajne do dvoch pracovných dní. O overení vám pošleme e-mail. Dovtedy môžete čítať články a prihlasovať sa na verejné podujatia.',
  ],
  [
    'Čo ak je podujatie plné?',
    'Prihláste sa na čakaciu listinu. Keď sa niekto odhlási, miesto dostane prvý v poradí a dostane e-mail.',
  ],
  [
    'Kto vidí moje kontaktné údaje?',
    'Ostatní členovia vo vyhľadávaní vidia predvolene len vaše meno, mesto a autá. E-mail a telefón iba vtedy, ak to povolíte v nastaveniach.',
  ],
  [
    'Zabudol som heslo. Čo teraz?',
    'Na stránke prihlásenia kliknite na „Zabudnuté heslo“. Pošleme vám e-mail s odkazom na vytvorenie nového hesla.',
  ],
  [
    'Ako nahrám svetelnú šou do auta?',
    'Stiahnite si súbor v sekcii Light shows, uložte ho na USB kľúč do priečinka LightShow ako lightshow.fseq spolu so skladbou lightshow.mp3 a v aute otvorte Toybox → Light Show.',
  ],
];

export async function seedFaq(tx: Db): Promise<void> {
  await tx.faqEntry.createMany({
    data: DEMO_FAQ.map(([question, answer], sortOrder) => ({ question, answer, sortOrder, published: true })),
  });
}
