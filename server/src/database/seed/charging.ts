// Demo charging information (/uzivatel/nabijanie): descriptions are markdown.
import type { Db } from '../transaction.repository';

export const DEMO_CHARGING: readonly { title: string; provider: string; url: string; description: string }[] = [
  {
    title: 'Superchargery na Slovensku',
    provider: 'Tesla',
    url: 'https://www.tesla.com/findus',
    description: `Rýchlonabíjačky Tesla pri diaľniciach a vo veľkých mestách.

- platba automaticky z účtu Tesla,
- väčšina staníc je otvorená aj pre iné značky,
- v čase špičky platí vyššia cena, poplatok za obsadenie po nabití.`,
  },
  {
    title: 'GreenWay',
    provider: 'GreenWay',
    url: 'https://greenway.sk',
    description: `Najrozšírenejšia sieť verejných nabíjačiek na Slovensku, AC aj DC.

- aktivácia cez aplikáciu alebo RFID kartu,
- výhodnejšie ceny s mesačným programom pre časté nabíjanie.`,
  },
  {
    title: 'ZSE Drive',
    provider: 'ZSE',
    url: 'https://zsedrive.sk',
    description: `Nabíjačky ZSE na západnom Slovensku a pri diaľniciach.

- nabíjanie cez aplikáciu ZSE Drive,
- zvýhodnené ceny pre zákazníkov ZSE so zmluvou na elektrinu.`,
  },
  {
    title: 'Ionity',
    provider: 'Ionity',
    url: 'https://ionity.eu',
    description: `Európska sieť rýchlonabíjačiek do 350 kW, výhodná na cesty do zahraničia.

- na Slovensku aj pri diaľniciach v susedných krajinách,
- bez predplatného je cena za kWh vyššia, pred dlhou cestou zvážte mesačný program.`,
  },
  {
    title: 'Nabíjanie doma',
    provider: 'EV Klub',
    url: '/poradna',
    description: `Najlacnejšie a najpohodlnejšie je nabíjať doma cez noc.

1. Wallbox 11 kW nainštaluje elektrikár s oprávnením, vrátane revízie.
2. Nabíjanie naplánujte na hodiny s nízkou tarifou.
3. S fotovoltikou nabíjajte cez deň z prebytkov.

Viac v [poradni](/poradna).`,
  },
];

export async function seedCharging(tx: Db): Promise<void> {
  await tx.chargingEntry.createMany({
    data: DEMO_CHARGING.map((c, sortOrder) => ({ ...c, sortOrder, published: true })),
  });
}
