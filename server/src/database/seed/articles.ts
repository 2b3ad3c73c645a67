// Demo articles (/clanky): eight published, newest first, and one draft; written by the staff account.
import { DEMO_STAFF } from './accounts';
import { createPhoto, DemoPicture } from './photos';
import type { Db } from '../transaction.repository';

interface ArticleSeed {
  slug: string;
  title: string;
  description: string;
  picture: DemoPicture;
  alt: string;
  /** Days before now; null = draft. */
  publishedDaysAgo: number | null;
  body: string;
}

export const DEMO_ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'vitajte-na-novom-webe-ev-klubu',
    title: 'Vitajte na novom webe EV Klubu',
    description: 'Nový web prináša členskú sekciu, prihlasovanie na podujatia a vyhľadávanie členov.',
    picture: 'bratislava-nabrezie',
    alt: 'Ilustrácia: nábrežie Dunaja v Bratislave pri západe slnka',
    publishedDaysAgo: 3,
    body: `## Čo je nové

Po mesiacoch práce spúšťame nový web klubu. Okrem článkov a kalendára podujatí v ňom nájdete aj **členskú sekciu**, do ktorej sa prihlásite e-mailom a heslom.

V členskej sekcii môžete:

- spravovať svoj profil a autá,
- prihlásiť sa na podujatia (aj na čakaciu listinu, keď je kapacita plná),
- nájsť členov vo svojom okolí podľa mesta alebo modelu auta,
- stiahnuť si svetelné šou a zvuky zamykania,
- využiť zľavy od našich partnerov.

## Ako sa pridať

Ak ešte nie ste členom, prečítajte si stránku [Pripojte sa](/pripojit-sa). Po registrácii vás čaká krátke dokončenie profilu: zadáte VIN, model a farbu svojho auta. Správca vás potom overí.

## Dajte nám vedieť

Našli ste chybu alebo vám niečo chýba? Napíšte nám cez [kontaktný formulár](/kontakt). Každý podnet si prečítame.`,
  },
  {
    slug: 'zimna-prevadzka-elektromobilu',
    title: 'Zimná prevádzka elektromobilu: 7 rád, ktoré sa oplatia',
    description: 'Predohrev, plánovaný odchod a správny tlak v pneumatikách: ako v zime nestratiť zbytočne dojazd.',
    picture: 'zimna-cesta',
    alt: 'Ilustrácia: tmavomodré SUV na zasneženej ceste pod horami',
    publishedDaysAgo: 12,
    body: `## Prečo dojazd v zime klesá

Studená batéria má vyšší vnútorný odpor a časť energie ide na kúrenie v kabíne. Pokles dojazdu o 20 až 30 % je pri mrazoch bežný. Dobrá správa: väčšinu straty viete ovplyvniť.

## Sedem rád z praxe členov

1. **Nastavte plánovaný odchod.** Auto predhreje batériu aj kabínu ešte na nabíjačke, teda z elektriny zo siete, nie z batérie.
2. **Nabíjajte po jazde, nie ráno.** Teplá batéria prijme energiu rýchlejšie.
3. **Pred rýchlonabíjaním zadajte Supercharger do navigácie.** Auto batériu včas zohreje a nabíjanie bude kratšie.
4. **Kontrolujte tlak v pneumatikách.** S poklesom teploty klesá aj tlak, a to zvyšuje spotrebu.
5. **Vyhrievané sedadlá a volant** spotrebujú menej ako ohrev celej kabíny.
6. **Nenechávajte batériu dlho takmer prázdnu** pri silnom mraze.
7. **Rátajte s rezervou** na dlhších trasách, najmä v horách.

## Viac v poradni

Podrobnejšie návody nájdete v [poradni](/poradna) v kategórii zimná prevádzka.`,
  },
  {
    slug: 'siet-superchargerov-na-slovensku-rastie',
    title: 'Sieť Superchargerov na Slovensku rastie',
    description: 'Prehľad, kde na Slovensku rýchlo nabijete, a ako si naplánovať trasu cez hory aj cez hranice.',
    picture: 'supercharger-nocou',
    alt: 'Ilustrácia: štyri nabíjacie stojany Supercharger v noci a biele auto pri nich',
    publishedDaysAgo: 26,
    body: `## Rýchle nabíjanie pri diaľniciach

Superchargery pribúdajú pri diaľniciach D1 a D2 aj pri obchodných centrách vo veľkých mestách. Väčšina staníc je otvorená aj pre elektromobily iných značiek cez aplikáciu Tesla.

## Ako plánovať trasu

- Cieľ zadajte do navigácie v aute: zohľadní prevýšenie, teplotu aj obsadenosť staníc.
- Na dlhých trasách je rýchlejšie nabíjať častejšie a kratšie, zhruba do 60 – 80 %.
- Na Orave, Kysuciach a východe Slovenska počítajte aj s nabíjačkami iných sietí.

Aktuálnu mapu staníc nájdete na stránke [Tesla Find Us](https://www.tesla.com/findus). Prehľad ďalších sietí máme v členskej sekcii pod položkou Nabíjanie.

## Etiketa na nabíjačke

Po nabití auto odpojte a uvoľnite miesto ďalším. Za státie po nabití sa na obsadených staniciach platí poplatok.`,
  },
  {
    slug: 'jarne-stretnutie-v-piestanoch',
    title: 'Jarné stretnutie v Piešťanoch: viac ako 60 áut na jednom mieste',
    description: 'Ohliadnutie za jarným zrazom členov: prednášky, jazda zručnosti a prehliadka áut.',
    picture: 'stretnutie-clenov',
    alt: 'Ilustrácia: parkovisko plné elektromobilov rôznych farieb',
    publishedDaysAgo: 190,
    body: `## Rekordná účasť

Na jarnom stretnutí v Piešťanoch sa zišlo viac ako šesťdesiat áut a takmer sto členov s rodinami. Ďakujeme všetkým, ktorí prišli, aj tým, ktorí pomáhali s organizáciou.

## Program

- ranná prehliadka áut a porovnanie výbavy,
- prednáška o starostlivosti o batériu,
- jazda zručnosti na uzavretej ploche,
- spoločný obed a výlet okolo Váhu.

## Fotky

Fotografie nájdete v [galérii](/galeria). Ak máte vlastné zábery, pošlite nám ich a radi ich pridáme.

Najbližšie podujatia sú vždy v [kalendári](/udalosti).`,
  },
  {
    slug: 'jesenna-softverova-aktualizacia',
    title: 'Jesenná softvérová aktualizácia: čo nové prináša',
    description: 'Vylepšená navigácia, nové nastavenia Sentry režimu a úpravy v aplikácii. Zhrnutie pre členov.',
    picture: 'softver-aktualizacia',
    alt: 'Ilustrácia: obrazovka auta s priebehom inštalácie aktualizácie',
    publishedDaysAgo: 40,
    body: `## Aktualizácia prichádza postupne

Tesla rozosiela aktualizácie po vlnách, takže nie každý ju dostane v ten istý deň. Ak ju ešte nemáte, nemusíte nič robiť.

## Najzaujímavejšie zmeny

- **Navigácia** presnejšie odhaduje stav batérie pri príjazde na nabíjačku.
- **Sentry režim** sa dá vypnúť pre obľúbené miesta, napríklad domov.
- **Toybox** má nové možnosti pre svetelné šou (vyskúšajte tie z našej členskej sekcie; ako ich nahrať do auta, nájdete v [často kladených otázkach](/faq)).
- **Aplikácia v telefóne** zobrazuje podrobnejšiu históriu nabíjania.

## Pred inštaláciou

1. Auto pripojte na Wi-Fi.
2. Inštaláciu spúšťajte, keď auto nebudete pol hodiny potrebovať.
3. Počas inštalácie nenabíjajte na Superchargeri.

Máte otázku k aktualizácii? Diskutujte s ostatnými v našom Discorde.`,
  },
  {
    slug: 'nabijanie-doma-wallbox-istic-fotovoltika',
    title: 'Nabíjanie doma: wallbox, istič a fotovoltika',
    description: 'Aký výkon si zvoliť, na čo myslieť pri elektroinštalácii a ako nabíjať zo slnka.',
    picture: 'wallbox-doma',
    alt: 'Ilustrácia: rodinný dom so solárnymi panelmi, wallbox a auto na príjazdovej ceste',
    publishedDaysAgo: 55,
    body: `## Stačí zásuvka?

Bežná zásuvka 230 V pridá za hodinu približne 10 až 15 km dojazdu. Na občasné dobíjanie stačí, na každodenné jazdenie je pohodlnejší **wallbox**.

## Výber wallboxu

- **11 kW (trojfázovo, 16 A)** je rozumný štandard pre rodinný dom.
- Pred kúpou si overte hlavný istič a rezervovaný príkon u distribučnej spoločnosti.
- Inštaláciu nechajte na elektrikára s oprávnením; dostanete aj revíznu správu.

## Nabíjanie zo slnka

S fotovoltikou sa oplatí nabíjať cez deň. Niektoré wallboxy vedia regulovať prúd podľa prebytkov z panelov. V lete tak jazdíte takmer zadarmo.

## Tarifa

Distribučné spoločnosti ponúkajú sadzby s nízkou tarifou. Nabíjanie naplánujte v aplikácii na hodiny s nižšou cenou.

Podrobný návod nájdete v [poradni](/poradna).`,
  },
  {
    slug: 'nove-zlavy-pre-clenov',
    title: 'Nové zľavy pre členov klubu',
    description: 'Pribudli partneri s výhodami na pneumatiky, detailing, poistenie aj inštaláciu wallboxu.',
    picture: 'model-y',
    alt: 'Ilustrácia: tmavosivé SUV Model Y v štúdiu',
    publishedDaysAgo: 70,
    body: `## Výhody, ktoré sa oplatia

Klub vyjednal s partnermi zľavy pre overených členov. Zľavové kódy nájdete po prihlásení v sekcii **Zľavy**.

## Aktuálni partneri

- servis pneumatík so zľavou na prezutie,
- ručné umývanie a detailing,
- poistenie elektromobilov,
- inštalácia wallboxu a revízia elektroinštalácie,
- fotovoltické systémy pre rodinné domy.

## Ako zľavu uplatniť

1. Prihláste sa a otvorte sekciu Zľavy.
2. Skopírujte kód a použite ho u partnera.
3. Pri kontrole preukážte členstvo v klube profilom v aplikácii.

Poznáte firmu, ktorá by chcela ponúknuť výhody členom? Dajte nám vedieť cez [kontakt](/kontakt).`,
  },
  {
    slug: 'dojazd-na-dialnici',
    title: 'Dojazd na diaľnici: prečo je rýchlosť dôležitejšia ako si myslíte',
    description: 'Odpor vzduchu rastie s druhou mocninou rýchlosti. Čo to znamená pre cestu z Bratislavy do Košíc.',
    picture: 'tatry-roadtrip',
    alt: 'Ilustrácia: červené SUV a biely sedan na ceste pod Tatrami',
    publishedDaysAgo: 95,
    body: `## Fyzika nepustí

Pri diaľničných rýchlostiach tvorí väčšinu spotreby odpor vzduchu. Rozdiel medzi 110 a 130 km/h je na spotrebe badateľný, na čase jazdy oveľa menej.

## Príklad z praxe

Člen klubu porovnal dve jazdy z Bratislavy do Košíc s Modelom 3 Long Range:

- pri 130 km/h zastavil nabíjať dvakrát,
- pri 115 km/h stačila jedna zastávka a do cieľa prišiel len o pár minút neskôr.

## Ďalšie tipy

- Strešný box zvyšuje spotrebu viac, ako by ste čakali.
- Aerodynamické kryty kolies majú zmysel najmä na diaľnici.
- Klimatizácia v lete spotrebuje menej ako kúrenie v zime.

Porovnajte si vlastné skúsenosti s ostatnými na najbližšom [stretnutí](/udalosti).`,
  },
  {
    slug: 'pripravujeme-zimny-zraz-v-tatrach',
    title: 'Pripravujeme: zimný zraz v Tatrách',
    description: 'Koncept článku: program, ubytovanie a nabíjanie počas zimného zrazu.',
    picture: 'zimna-cesta',
    alt: 'Ilustrácia: zasnežená cesta pod Tatrami',
    publishedDaysAgo: null,
    body: `## Rozpracované

Program zrazu ešte dolaďujeme. Doplniť:

- ubytovanie a možnosti nabíjania v hoteli,
- trasu spoločnej jazdy,
- kontakt na organizátora.`,
  },
];

export async function seedArticles(tx: Db, now: Date): Promise<void> {
  for (const a of DEMO_ARTICLES) {
    const photoId = await createPhoto(tx, a.picture, a.alt);
    const publishedAt = a.publishedDaysAgo === null ? null : new Date(now.getTime() - a.publishedDaysAgo * 86_400_000);
    await tx.article.create({
      data: {
        slug: a.slug,
        title: a.title,
        description: a.description,
        body: a.body,
        photoId,
        publishedAt,
        localeCode: 'sk',
        authorId: DEMO_STAFF.id,
        createdAt: publishedAt ?? now,
        updatedAt: publishedAt ?? now,
      },
    });
  }
}
