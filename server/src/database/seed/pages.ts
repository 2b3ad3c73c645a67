// Demo content pages, shown at /{slug}. `stanovy` has no screen of its own: it shows the catch-all
// content page at work.
import type { Db } from '../transaction.repository';

interface PageSeed {
  slug: string;
  title: string;
  description: string;
  body: string;
}

export const DEMO_PAGES: readonly PageSeed[] = [
  {
    slug: 'o-nas',
    title: 'O nás',
    description: 'EV Klub spája majiteľov elektromobilov na Slovensku: stretnutia, rady a zľavy.',
    body: `## Kto sme

EV Klub je občianske združenie majiteľov elektromobilov na Slovensku. Väčšina z nás jazdí na autách Tesla, vítaní sú však všetci, ktorých baví elektromobilita.

## Čo robíme

- organizujeme stretnutia, výlety a technické workshopy po celom Slovensku,
- zdieľame skúsenosti s nabíjaním, servisom a zimnou prevádzkou v [poradni](/poradna),
- vyjednávame zľavy u partnerov pre overených členov,
- pomáhame nováčikom s výberom auta a domácej nabíjačky.

## Ako fungujeme

Klub vedie dobrovoľnícka rada, ktorú volí členská schôdza raz za dva roky. Pravidlá fungovania nájdete v [stanovách](/stanovy).

Chcete sa pridať? Pokračujte na stránku [Pripojte sa](/pripojit-sa).`,
  },
  {
    slug: 'pripojit-sa',
    title: 'Pripojte sa',
    description: 'Ako sa stať členom EV Klubu: registrácia, overenie a čo vás čaká potom.',
    body: `## Kto sa môže pridať

Členom sa môže stať každý majiteľ alebo používateľ elektromobilu s bydliskom na Slovensku. {{clensky-prispevok}}

## Postup

1. Zaregistrujte sa e-mailom a heslom.
2. Dokončite profil: údaje k účtu Tesla, VIN, model, variant a farbu auta.
3. Správca vaše údaje overí, zvyčajne do dvoch pracovných dní.
4. Po overení máte prístup k zľavám, súborom a vyhľadávaniu členov.

## Ochrana údajov

Ostatným členom ukazujeme iba to, čo sami povolíte: mesto a autá predvolene, e-mail a telefón len ak si to zapnete v nastaveniach. Podrobnosti sú v [zásadách ochrany osobných údajov](/ochrana-osobnych-udajov).`,
  },
  {
    slug: 'ochrana-osobnych-udajov',
    title: 'Ochrana osobných údajov',
    description: 'Aké údaje EV Klub spracúva, prečo a aké máte práva.',
    body: `## Prevádzkovateľ

Prevádzkovateľom je občianske združenie EV Klub. Kontakt: info@evklub.sk.

## Aké údaje spracúvame

- **údaje o účte**: e-mail a heslo (uložené iba ako odtlačok),
- **profil**: meno, adresa, telefón, dátum narodenia, ak ich vyplníte,
- **autá**: VIN, evidenčné číslo, model, variant a farba,
- **podujatia**: na ktoré podujatia ste sa prihlásili.

## Na aký účel

Údaje používame na vedenie členskej evidencie, overenie členstva, organizáciu podujatí a poskytovanie zliav partnerov. Nepredávame ich tretím stranám.

## Vaše práva

Máte právo na prístup k údajom, ich opravu a vymazanie. Účet môžete zrušiť v nastaveniach; vaše príspevky potom zostanú pod označením „zmazaný člen“.

## Analytika

Návštevnosť meriame nástrojom, ktorý nepoužíva cookies ani nezbiera osobné údaje.`,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    description: 'Napíšte nám: otázky k členstvu, podujatiam alebo spolupráci.',
    body: `## Napíšte nám

Na otázky k členstvu a podujatiam odpovedáme e-mailom na **info@evklub.sk**, spravidla do troch pracovných dní. Môžete použiť aj formulár nižšie.

## Sledujte nás

Novinky zverejňujeme na sociálnych sieťach a v komunite na Discorde, kde sa rýchlo dozviete aj rady od ostatných členov.

## Spolupráca

Firmy, ktoré chcú ponúknuť výhody členom klubu, nás môžu kontaktovať rovnakou cestou.`,
  },
  {
    slug: 'stanovy',
    title: 'Stanovy združenia',
    description: 'Stanovy občianskeho združenia EV Klub: ciele, členstvo a orgány združenia.',
    body: `## Článok 1 – Názov a sídlo

Občianske združenie EV Klub (ďalej len „združenie“) má sídlo v Bratislave.

## Článok 2 – Ciele

1. Podpora elektromobility na Slovensku.
2. Výmena skúseností medzi majiteľmi elektromobilov.
3. Organizovanie vzdelávacích a spoločenských podujatí.

## Článok 3 – Členstvo

1. Členom sa môže stať fyzická osoba staršia ako 18 rokov.
2. Členstvo vzniká overením registrácie radou združenia.
3. Členstvo zaniká vystúpením, zrušením účtu alebo vylúčením.

## Článok 4 – Orgány

- **členská schôdza** – najvyšší orgán, schádza sa aspoň raz ročne,
- **rada** – riadi činnosť medzi schôdzami, má päť členov,
- **predseda** – zastupuje združenie navonok.

## Článok 5 – Záverečné ustanovenia

Stanovy nadobúdajú účinnosť dňom registrácie na Ministerstve vnútra SR.`,
  },
];

export async function seedPages(tx: Db, now: Date): Promise<void> {
  const publishedAt = new Date(now.getTime() - 30 * 86_400_000);
  await tx.contentPage.createMany({
    data: DEMO_PAGES.map((p) => ({ ...p, publishedAt, createdAt: publishedAt, updatedAt: publishedAt })),
  });
}
