// Demo partner discounts (/uzivatel/zlavy). The partners are fictitious, so their addresses are on
// example.com rather than on a real company's domain.
import type { Db } from '../transaction.repository';

interface DiscountSeed {
  partnerName: string;
  title: string;
  description: string;
  code: string | null;
  url: string;
  /** Days from now; null = no end date. */
  validForDays: number | null;
}

export const DEMO_DISCOUNTS: readonly DiscountSeed[] = [
  {
    partnerName: 'PneuCentrum Žilina',
    title: '15 % na prezutie a uskladnenie pneumatík',
    description:
      'Platí pre prezutie aj sezónne uskladnenie. Termín si dohodnite telefonicky a kód uveďte pri objednávke.',
    code: 'EVKLUB15',
    url: 'https://example.com/pneucentrum',
    validForDays: 150,
  },
  {
    partnerName: 'Detailing Dunaj',
    title: 'Ručné umývanie a ošetrenie laku so zľavou 20 %',
    description:
      'Šetrné ručné umývanie vhodné aj pre matné fólie. Zľava platí na všetky balíky okrem keramickej ochrany.',
    code: 'TICHAJAZDA20',
    url: 'https://example.com/detailing-dunaj',
    validForDays: 90,
  },
  {
    partnerName: 'VoltMont',
    title: 'Inštalácia wallboxu s revíziou o 100 € lacnejšie',
    description: 'Obhliadka, montáž 11 kW wallboxu a východisková revízia elektroinštalácie. Platí na celom Slovensku.',
    code: 'WALLBOX100',
    url: 'https://example.com/voltmont',
    validForDays: null,
  },
  {
    partnerName: 'Poistenie Ampér',
    title: 'Havarijné poistenie elektromobilov – prvý mesiac zadarmo',
    description: 'Poistenie so spoluúčasťou od 5 %, vrátane krytia batérie a nabíjacieho kábla.',
    code: null,
    url: 'https://example.com/poistenie-amper',
    validForDays: 365,
  },
  {
    partnerName: 'SolarDom',
    title: 'Fotovoltika pre rodinné domy: zľava 7 % z ceny systému',
    description: 'Návrh systému s ohľadom na nabíjanie auta cez deň. Bezplatná obhliadka pre členov klubu.',
    code: 'SLNKO7',
    url: 'https://example.com/solardom',
    validForDays: 200,
  },
];

export async function seedDiscounts(tx: Db, now: Date): Promise<void> {
  await tx.discount.createMany({
    data: DEMO_DISCOUNTS.map((d, sortOrder) => ({
      partnerName: d.partnerName,
      title: d.title,
      description: d.description,
      code: d.code,
      url: d.url,
      validUntil:
        d.validForDays === null
          ? null
          : new Date(`${new Date(now.getTime() + d.validForDays * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`),
      sortOrder,
      published: true,
    })),
  });
}
