// Demo advice pages (/poradna), grouped by category.
import type { Db } from '../transaction.repository';

interface GuideSeed {
  slug: string;
  title: string;
  summary: string;
  category: string;
  body: string;
}

export const DEMO_GUIDE: readonly GuideSeed[] = [
  {
    slug: 'ako-nabijat-na-superchargeri',
    title: 'Ako nabíjať na Superchargeri',
    summary: 'Krok za krokom: od navigácie po odpojenie kábla a platbu.',
    category: 'nabíjanie',
    body: `## Postup

1. Zadajte Supercharger do navigácie v aute, aby sa batéria predhriala.
2. Zaparkujte tak, aby kábel dosiahol na nabíjací port.
3. Zasuňte konektor. Nabíjanie sa začne samo, platba ide z karty v účte Tesla.
4. Po dosiahnutí cieľa auto odpojte a uvoľnite miesto.

## Tipy

- Nabíjanie je najrýchlejšie približne do 60 – 80 %.
- Ceny sa líšia podľa času dňa, pozrite si ich v aplikácii.`,
  },
  {
    slug: 'domace-nabijanie-a-nizka-tarifa',
    title: 'Domáce nabíjanie a nízka tarifa',
    summary: 'Ako nastaviť plánované nabíjanie, aby auto nabíjalo v lacnejších hodinách.',
    category: 'nabíjanie',
    body: `## Plánované nabíjanie

V aute otvorte **Nabíjanie → Plánované** a nastavte začiatok nabíjania na hodinu, keď platí nízka tarifa. Pri viacerých obdobiach nízkej tarify pomôže nastavenie cez aplikáciu.

## Limit nabitia

Na bežné jazdenie stačí 80 %. Pred dlhou cestou nastavte 100 % a odíďte čoskoro po nabití.`,
  },
  {
    slug: 'predohrev-baterie-v-zime',
    title: 'Predohrev batérie v zime',
    summary: 'Prečo a kedy predhrievať batériu a ako pri tom šetriť dojazd.',
    category: 'zimná prevádzka',
    body: `## Prečo predhrievať

Studená batéria nabíja pomalšie a obmedzuje rekuperáciu. Predohrev na nabíjačke ide zo siete, nie z batérie.

## Ako

- Nastavte **plánovaný odchod**; auto bude pripravené v zadaný čas.
- Pred rýchlonabíjaním zadajte nabíjačku do navigácie.
- Ak auto stojí vonku bez nabíjačky, predohrev spustite 20 – 30 minút pred jazdou z aplikácie.`,
  },
  {
    slug: 'zamrznute-kluky-a-nabijaci-port',
    title: 'Zamrznuté kľučky a nabíjací port',
    summary: 'Čo robiť, keď po mrznúcom daždi nejdú otvoriť dvere alebo port.',
    category: 'zimná prevádzka',
    body: `## Kľučky a okná

Zapnite v aplikácii klimatizáciu aspoň na 20 minút. Ľad na kľučkách a oknách povolí. Na dvere netlačte silou, môžete poškodiť tesnenie.

## Nabíjací port

Pri zapnutom predohreve sa ohrieva aj zámok portu. Ak nepomôže, použite **Odmraziť auto** v aplikácii.`,
  },
  {
    slug: 'softverove-aktualizacie-a-kanaly',
    title: 'Softvérové aktualizácie: Štandardná a Pokročilá vetva',
    summary: 'Ako aktualizácie fungujú, ako vybrať vetvu a čo robiť, keď inštalácia zlyhá.',
    category: 'software',
    body: `## Vetvy aktualizácií

V menu **Softvér → Predvoľba aktualizácie** vyberiete *Štandardnú* alebo *Pokročilú* vetvu. Pokročilá dostáva novinky skôr, zvyčajne bez rizika.

## Keď inštalácia zlyhá

1. Skontrolujte pripojenie k Wi-Fi.
2. Reštartujte obrazovku podržaním oboch tlačidiel na volante.
3. Ak problém trvá, naplánujte servis v aplikácii.`,
  },
  {
    slug: 'pravidelna-udrzba-elektromobilu',
    title: 'Pravidelná údržba elektromobilu',
    summary: 'Čo je na elektromobile treba kontrolovať a v akých intervaloch.',
    category: 'servis',
    body: `## Odporúčané intervaly

| Úkon | Interval |
| --- | --- |
| Kontrola brzdovej kvapaliny | každé 4 roky |
| Výmena filtra kabíny | každé 2 roky |
| Rotácia pneumatík | každých 10 000 – 12 000 km |
| Čistenie a mazanie bŕzd (v zime solené cesty) | každý rok |

## Servis cez aplikáciu

Servis objednáte v aplikácii Tesla. Menšie úkony robí mobilný servis priamo u vás doma.`,
  },
];

export async function seedGuide(tx: Db, now: Date): Promise<void> {
  const publishedAt = new Date(now.getTime() - 45 * 86_400_000);
  await tx.guideEntry.createMany({
    data: DEMO_GUIDE.map((g, sortOrder) => ({
      ...g,
      sortOrder,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })),
  });
}
