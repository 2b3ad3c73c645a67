// Demo events relative to the day of seeding: four upcoming (one with capacity 10 and a few
// registrations, one small with capacity 3 that is full and has a waitlist) and four past ones.
import type { AttendanceStatus } from '../../generated/prisma/client';
import { DEMO_MEMBER, DEMO_MEMBERS, DEMO_STAFF } from './accounts';
import { createPhoto, DemoPicture } from './photos';
import type { Db } from '../transaction.repository';

const DAY = 86_400_000;

interface EventSeed {
  slug: string;
  title: string;
  description: string;
  picture: DemoPicture;
  alt: string;
  /** Days from now (negative = past) and the local start time in Bratislava. */
  inDays: number;
  start: [number, number];
  durationHours: number;
  location: string;
  capacity: number | null;
  body: string;
  /** Registrations in the order they came; `waitlisted` only beyond capacity. */
  attendees: { userId: string; status?: AttendanceStatus }[];
}

const member = (n: number) => DEMO_MEMBERS[n - 1].id;

export const DEMO_EVENTS: readonly EventSeed[] = [
  {
    slug: 'technicky-workshop-priprava-na-zimu',
    title: 'Technický workshop: príprava auta na zimu',
    description:
      'Kontrola pneumatík, brzdovej kvapaliny a filtra kabíny s mechanikom, ktorý elektromobily opravuje denne.',
    picture: 'servis-dielna',
    alt: 'Ilustrácia: biely sedan na zdviháku v dielni',
    inDays: 10,
    start: [18, 0],
    durationHours: 2.5,
    location: 'Dielňa EV Servis, Galvaniho 7, Bratislava',
    capacity: 10,
    body: `## Program

- 18:00 – privítanie a krátky úvod
- 18:15 – čo kontrolovať pred zimou (pneumatiky, brzdy, stierače, filter kabíny)
- 19:15 – ukážka výmeny filtra kabíny na Modeli 3 a Y
- 20:00 – otázky a diskusia

## Čo si priniesť

Vlastné auto netreba, ukážky robíme na jednom vozidle. Kapacita je **10 miest**, po jej naplnení sa môžete prihlásiť na čakaciu listinu.`,
    attendees: [
      { userId: DEMO_MEMBER.id },
      { userId: member(1) },
      { userId: member(4) },
      { userId: member(8) },
      { userId: member(10) },
      { userId: member(18) },
    ],
  },
  {
    slug: 'prehliadka-servisneho-centra',
    title: 'Prehliadka servisného centra (malá skupina)',
    description: 'Pozrite sa do zákulisia servisu elektromobilov. Kvôli bezpečnosti v dielni len pre troch účastníkov.',
    picture: 'model-3',
    alt: 'Ilustrácia: červený Model 3 v štúdiu',
    inDays: 25,
    start: [10, 0],
    durationHours: 2,
    location: 'Bratislava – Rača (presnú adresu pošleme prihláseným)',
    capacity: 3,
    body: `## O prehliadke

Technik servisu ukáže diagnostiku, výmenu 12 V batérie a kontrolu podvozku. Skupina je malá, aby sa každý mohol pýtať.

Kapacita je **3 miesta** a je obsadená. Prihláste sa na čakaciu listinu: ak sa niekto odhlási, miesto dostane prvý v poradí.`,
    attendees: [
      { userId: member(3) },
      { userId: member(7) },
      { userId: member(16) },
      { userId: DEMO_MEMBER.id, status: 'waitlisted' },
      { userId: member(12), status: 'waitlisted' },
    ],
  },
  {
    slug: 'vianocne-stretnutie-clenov',
    title: 'Vianočné stretnutie členov',
    description: 'Predvianočné posedenie, tombola a výmena skúseností. Vstup voľný pre členov aj ich rodiny.',
    picture: 'light-show',
    alt: 'Ilustrácia: svetelná šou auta v noci',
    inDays: 45,
    start: [17, 30],
    durationHours: 4,
    location: 'Reštaurácia Pod Dubňom, Žilina',
    capacity: null,
    body: `## Čo vás čaká

- spoločná vianočná svetelná šou na parkovisku o 18:00,
- tombola s cenami od partnerov klubu,
- večera a neformálna debata.

Nabíjanie: pri reštaurácii sú dve AC nabíjačky, najbližší Supercharger je asi 10 minút jazdy.`,
    attendees: [
      { userId: DEMO_STAFF.id },
      { userId: member(2) },
      { userId: member(3) },
      { userId: member(15) },
      { userId: member(19), status: 'cancelled' },
    ],
  },
  {
    slug: 'zimny-zraz-v-tatrach',
    title: 'Zimný zraz v Tatrách',
    description: 'Trojdňový zraz s jazdou na snehu, výletom a večernými prednáškami. Ubytovanie s nabíjaním.',
    picture: 'tatry-roadtrip',
    alt: 'Ilustrácia: autá na ceste pod zasneženými štítmi Tatier',
    inDays: 90,
    start: [9, 0],
    durationHours: 56,
    location: 'Hotel pri Štrbskom Plese, Vysoké Tatry',
    capacity: 40,
    body: `## Program

1. **Piatok** – príchod, ubytovanie, večerná prednáška o zimnej prevádzke
2. **Sobota** – jazda zručnosti na snehu a spoločný výlet
3. **Nedeľa** – raňajky a odchod

## Nabíjanie

Hotel má nabíjacie miesta pre účastníkov; nabíjanie sa bude striedať podľa rozpisu. Prihlásiť sa treba do dvoch týždňov pred zrazom.`,
    attendees: [{ userId: member(6) }, { userId: member(9) }],
  },
  {
    slug: 'prednaska-baterie-a-ich-zivotnost',
    title: 'Prednáška: batérie a ich životnosť',
    description: 'Ako starnú lítiové batérie, čo im škodí a prečo sa netreba báť degradácie.',
    picture: 'supercharger-nocou',
    alt: 'Ilustrácia: nabíjacie stojany v noci',
    inDays: -20,
    start: [18, 0],
    durationHours: 2,
    location: 'Technická univerzita v Košiciach, Letná 9, Košice',
    capacity: 30,
    body: `## Zhrnutie

Prednášal doktorand z Katedry elektrotechniky. Hlavné body:

- bežná degradácia je po 200 000 km okolo 10 až 15 %,
- škodí najmä dlhé státie pri 100 % a hlboké vybitie,
- LFP batérie je vhodné občas nabiť do 100 %.`,
    attendees: [
      { userId: DEMO_MEMBER.id },
      { userId: member(2) },
      { userId: member(11) },
      { userId: member(13) },
      { userId: member(16) },
    ],
  },
  {
    slug: 'jesenny-vylet-na-donovaly',
    title: 'Jesenný výlet na Donovaly',
    description: 'Spoločná jazda cez Starohorskú dolinu, obed na Donovaloch a návrat cez Ružomberok.',
    picture: 'tatry-roadtrip',
    alt: 'Ilustrácia: kolóna áut na horskej ceste',
    inDays: -60,
    start: [9, 30],
    durationHours: 8,
    location: 'Zraz: parkovisko Europa SC, Banská Bystrica',
    capacity: 25,
    body: `## Trasa

Banská Bystrica – Staré Hory – Donovaly – Ružomberok. Celkom asi 120 km s jednou zastávkou na nabíjanie.

Ďakujeme všetkým za skvelú atmosféru. Fotky sú v galérii.`,
    attendees: [
      { userId: DEMO_STAFF.id },
      { userId: member(4) },
      { userId: member(14) },
      { userId: member(15) },
      { userId: member(19) },
    ],
  },
  {
    slug: 'letna-noc-svetelnych-sou',
    title: 'Letná noc svetelných šou',
    description: 'Desať áut, jedna skladba a synchronizovaná svetelná šou pri jazere.',
    picture: 'light-show',
    alt: 'Ilustrácia: auto so svetelnou šou pod hviezdnou oblohou',
    inDays: -120,
    start: [20, 30],
    durationHours: 3,
    location: 'Slnečné jazerá, Senec',
    capacity: null,
    body: `## Ako to prebehlo

Desať áut spustilo svetelnú šou v rovnakej sekunde. Sekvencie si môžete stiahnuť v členskej sekcii medzi svetelnými šou.`,
    attendees: [{ userId: member(10) }, { userId: member(13) }, { userId: member(17) }, { userId: member(1) }],
  },
  {
    slug: 'jarne-stretnutie-v-piestanoch',
    title: 'Jarné stretnutie v Piešťanoch',
    description: 'Najväčší zraz sezóny: prehliadka áut, prednášky a jazda zručnosti.',
    picture: 'stretnutie-clenov',
    alt: 'Ilustrácia: zaparkované elektromobily na stretnutí',
    inDays: -200,
    start: [10, 0],
    durationHours: 7,
    location: 'Kúpeľný ostrov, Piešťany',
    capacity: 120,
    body: `## Program

- prehliadka áut a porovnanie výbavy,
- prednáška o starostlivosti o batériu,
- jazda zručnosti na uzavretej ploche,
- spoločný obed.`,
    attendees: [
      { userId: DEMO_MEMBER.id },
      { userId: DEMO_STAFF.id },
      { userId: member(1) },
      { userId: member(6) },
      { userId: member(7) },
      { userId: member(8) },
      { userId: member(9) },
      { userId: member(12) },
      { userId: member(18) },
      { userId: member(20) },
    ],
  },
];

/** Offset of Bratislava's wall clock from UTC in minutes at instant `ms` (60 in winter, 120 in summer). */
function bratislavaOffset(ms: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Bratislava',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Math.round((Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - ms) / 60_000);
}

/** The instant of `hour:minute` in Bratislava on the day `days` from now. */
export function bratislavaTime(now: Date, days: number, hour: number, minute: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  const local = new Date(date.getTime() + bratislavaOffset(date.getTime()) * 60_000);
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  return new Date(wall - bratislavaOffset(wall) * 60_000);
}

/** Creates the events with their registrations; returns event ids by slug (for gallery albums). */
export async function seedEvents(tx: Db, now: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const e of DEMO_EVENTS) {
    const dateStart = bratislavaTime(now, e.inDays, ...e.start);
    const publishedAt = new Date(Math.min(now.getTime() - DAY, dateStart.getTime() - 40 * DAY));
    const registrationDeadline = new Date(dateStart.getTime() - (e.durationHours > 24 ? 14 : 1) * DAY);
    const event = await tx.event.create({
      data: {
        slug: e.slug,
        title: e.title,
        description: e.description,
        body: e.body,
        photoId: await createPhoto(tx, e.picture, e.alt),
        dateStart,
        dateEnd: new Date(dateStart.getTime() + e.durationHours * 3_600_000),
        location: e.location,
        capacity: e.capacity,
        registrationDeadline,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      },
      select: { id: true },
    });
    ids.set(e.slug, event.id);
    // Registrations arrive a few hours apart after publication, before the deadline and before now.
    const last = Math.min(now.getTime(), registrationDeadline.getTime()) - DAY;
    const step = Math.max(60_000, Math.floor((last - publishedAt.getTime()) / (e.attendees.length + 1)));
    await tx.eventAttendance.createMany({
      data: e.attendees.map((a, i) => {
        const registeredAt = new Date(publishedAt.getTime() + (i + 1) * step);
        return {
          eventId: event.id,
          userId: a.userId,
          status: a.status ?? 'registered',
          registeredAt,
          updatedAt: registeredAt,
        };
      }),
    });
  }
  return ids;
}
