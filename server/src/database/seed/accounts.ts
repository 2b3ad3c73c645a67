// The demo accounts (fixed ids, e-mails and passwords, exported for the API and browser tests) and
// twenty ordinary members with cars. In embedded auth mode each of them gets an auth user and can
// sign in; in Supabase mode accounts live in the hosted project, so only the profiles are written.
import { carColor, carModel, carVariant, CarColorName, CarModelName, CarVariantName } from '../../domain/car-enums';
import { createAuthUser, insertAuthUser, PasswordHasher } from '../../auth-api';
import { teslaVin } from './car-catalog';
import { plain } from './slovak-data';
import type { Db } from '../transaction.repository';

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  /** What the account shows, for the start banner. */
  label: string;
}

/** A verified member with a car and completed onboarding. */
export const DEMO_MEMBER = {
  id: 'de000000-0000-4000-a000-000000000001',
  email: 'clen@demo.evklub.sk',
  password: 'EvKlub-Clen-2026!',
  label: 'overený člen s autom',
  vin: teslaVin('Model 3', 2019, 12_345),
  licensePlate: 'BA-123AB',
} as const;

/** A member who signed up and has answered only part of onboarding step 1. */
export const DEMO_NEWCOMER = {
  id: 'de000000-0000-4000-a000-000000000002',
  email: 'novacik@demo.evklub.sk',
  password: 'EvKlub-Novacik-2026!',
  label: 'nový člen, nedokončená registrácia',
} as const;

/** Staff with the users, events and content areas at `full` (not an owner), also a member with a car. */
export const DEMO_STAFF = {
  id: 'de000000-0000-4000-a000-000000000003',
  email: 'spravca@demo.evklub.sk',
  password: 'EvKlub-Spravca-2026!',
  label: 'správca: users, events, content = full',
  permissions: { users: 'full', events: 'full', content: 'full' },
  vin: teslaVin('Model Y', 2023, 4_711),
  licensePlate: 'BA-777EV',
} as const;

/** The club's owner (docs/product-rules.md §6): every area, and alone changes permissions; also a member with a car. */
export const DEMO_OWNER = {
  id: 'de000000-0000-4000-a000-000000000004',
  email: 'predseda@demo.evklub.sk',
  password: 'EvKlub-Predseda-2026!',
  label: 'predseda: vlastník klubu, všetky oblasti',
  vin: teslaVin('Model S', 2021, 1_001),
  licensePlate: 'BA-100EV',
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_MEMBER, DEMO_NEWCOMER, DEMO_STAFF, DEMO_OWNER];

/** The password of every ordinary demo member (see DEMO_MEMBERS). */
export const DEMO_MEMBERS_PASSWORD = 'EvKlub-Demo-2026!';

interface CarSeed {
  model: CarModelName;
  variant: CarVariantName;
  color: CarColorName | null;
  customColor?: string;
  year: number;
  /** VIN serial; demo cars stay below synthetic-members' SYNTHETIC_SERIAL_BASE. */
  serial: number;
  plate: string;
  name?: string;
  since: string;
  /** The member sold the car on this day (a later owner lists the same car). */
  until?: string;
}

interface MemberSeed {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  city: string;
  postCode: string;
  street: string;
  phone: string | null;
  birthDate: string;
  username?: string;
  showEmail?: boolean;
  showPhone?: boolean;
  showCity?: boolean;
  showCars?: boolean;
  /** Unverified members are waiting in the staff's registrations list. */
  verified?: boolean;
  companyName?: string;
  companyId?: string;
  recommendation?: string;
  /** Days before now that the member joined. */
  joinedDaysAgo: number;
  cars: CarSeed[];
}

const ordinary = (n: number, m: Omit<MemberSeed, 'id' | 'email'>): MemberSeed => ({
  ...m,
  id: `de000000-0000-4000-a000-000000000${100 + n}`,
  email: `${plain(m.firstName)}.${plain(m.lastName)}@demo.evklub.sk`.toLowerCase(),
});

/** Twenty ordinary members across Slovakia; n = 1…20 gives their ids (…000101 to …000120). */
export const DEMO_MEMBERS: readonly MemberSeed[] = [
  ordinary(1, {
    firstName: 'Peter',
    lastName: 'Novák',
    city: 'Bratislava',
    postCode: '821 05',
    street: 'Trenčianska 14',
    phone: '+421 905 482 113',
    birthDate: '1979-03-02',
    joinedDaysAgo: 610,
    showPhone: true,
    cars: [
      {
        model: 'Model 3',
        variant: 'Long Range',
        color: 'Pearl White Multi-Coat',
        year: 2020,
        serial: 20_101,
        plate: 'BA-482KM',
        since: '2020-06-18',
      },
    ],
  }),
  ordinary(2, {
    firstName: 'Katarína',
    lastName: 'Kováčová',
    city: 'Košice',
    postCode: '040 01',
    street: 'Hlavná 88',
    phone: '+421 915 215 604',
    birthDate: '1988-11-23',
    joinedDaysAgo: 540,
    showPhone: true,
    showEmail: true,
    cars: [
      {
        model: 'Model Y',
        variant: 'Long Range',
        color: 'Deep Blue Metallic',
        year: 2022,
        serial: 20_102,
        plate: 'KE 215AB',
        name: 'Modrý Jánošík',
        since: '2022-04-09',
      },
    ],
  }),
  ordinary(3, {
    firstName: 'Juraj',
    lastName: 'Horváth',
    city: 'Žilina',
    postCode: '010 01',
    street: 'Národná 3',
    phone: '+421 908 904 322',
    birthDate: '1975-07-15',
    joinedDaysAgo: 720,
    username: 'jurajh',
    cars: [
      {
        model: 'Model S',
        variant: '100D',
        color: 'Solid Black',
        year: 2018,
        serial: 20_103,
        plate: 'ZA-904CE',
        since: '2018-09-01',
      },
      {
        model: 'Model Y',
        variant: 'Performance',
        color: 'Red Multi-Coat',
        year: 2023,
        serial: 20_203,
        plate: 'ZA-112HR',
        name: 'Červený drak',
        since: '2023-05-20',
      },
    ],
  }),
  ordinary(4, {
    firstName: 'Lucia',
    lastName: 'Šimková',
    city: 'Banská Bystrica',
    postCode: '974 01',
    street: 'Námestie SNP 7',
    phone: '+421 944 330 178',
    birthDate: '1992-01-30',
    joinedDaysAgo: 300,
    showCity: false,
    cars: [
      {
        model: 'Model 3',
        variant: 'RWD',
        color: 'Ultra Red',
        year: 2023,
        serial: 20_104,
        plate: 'BB 330HM',
        since: '2023-10-02',
      },
    ],
  }),
  ordinary(5, {
    firstName: 'Marek',
    lastName: 'Varga',
    city: 'Prešov',
    postCode: '080 01',
    street: 'Levočská 21',
    phone: '+421 948 118 540',
    birthDate: '1990-05-11',
    joinedDaysAgo: 3,
    verified: false,
    recommendation: 'Na klub ma upozornil kolega Peter Novák.',
    cars: [
      {
        model: 'Model Y',
        variant: 'RWD',
        color: 'Stealth Grey',
        year: 2024,
        serial: 20_105,
        plate: 'PO-118DN',
        since: '2024-08-14',
      },
    ],
  }),
  ordinary(6, {
    firstName: 'Zuzana',
    lastName: 'Tóthová',
    city: 'Nitra',
    postCode: '949 01',
    street: 'Štefánikova trieda 40',
    phone: '+421 911 777 210',
    birthDate: '1984-09-09',
    joinedDaysAgo: 480,
    showEmail: true,
    cars: [
      {
        model: 'Model 3',
        variant: 'Standard Range',
        color: 'Midnight Silver Metallic',
        year: 2019,
        serial: 20_106,
        plate: 'NR 777EV',
        since: '2019-12-12',
      },
    ],
  }),
  ordinary(7, {
    firstName: 'Andrej',
    lastName: 'Baláž',
    city: 'Trnava',
    postCode: '917 01',
    street: 'Hospodárska 5',
    phone: '+421 903 451 909',
    birthDate: '1970-02-17',
    joinedDaysAgo: 700,
    companyName: 'Baláž Solar s.r.o.',
    companyId: '51234567',
    cars: [
      {
        model: 'Model X',
        variant: 'Long Range',
        color: 'Pearl White Multi-Coat',
        year: 2021,
        serial: 20_107,
        plate: 'TT-451AC',
        since: '2021-11-30',
      },
    ],
  }),
  ordinary(8, {
    firstName: 'Monika',
    lastName: 'Molnárová',
    city: 'Trenčín',
    postCode: '911 01',
    street: 'Palackého 12',
    phone: '+421 907 602 441',
    birthDate: '1987-06-04',
    joinedDaysAgo: 260,
    cars: [
      {
        model: 'Model Y',
        variant: 'Long Range',
        color: 'Pearl White Multi-Coat',
        year: 2023,
        serial: 20_108,
        plate: 'TN 602BD',
        since: '2023-03-03',
      },
    ],
  }),
  ordinary(9, {
    firstName: 'Jakub',
    lastName: 'Lukáč',
    city: 'Bratislava',
    postCode: '831 04',
    street: 'Vajnorská 99',
    phone: '+421 918 909 015',
    birthDate: '1983-12-01',
    joinedDaysAgo: 690,
    username: 'jakub.lukac',
    cars: [
      {
        model: 'Model S',
        variant: '75D',
        color: 'Obsidian Black Metallic',
        year: 2017,
        serial: 20_109,
        plate: 'BL-175SK',
        since: '2017-08-10',
        until: '2025-03-01',
      },
      {
        model: 'Model 3',
        variant: 'Performance',
        color: 'Solid Black',
        year: 2021,
        serial: 20_209,
        plate: 'BL-909TS',
        since: '2025-02-20',
      },
    ],
  }),
  ordinary(10, {
    firstName: 'Eva',
    lastName: 'Poláková',
    city: 'Senec',
    postCode: '903 01',
    street: 'Lichnerova 31',
    phone: '+421 949 050 662',
    birthDate: '1995-04-22',
    joinedDaysAgo: 120,
    cars: [
      {
        model: 'Model Y',
        variant: 'Performance',
        color: 'Ultra Red',
        year: 2024,
        serial: 20_110,
        plate: 'SC 050EL',
        name: 'Iskra',
        since: '2024-06-01',
      },
    ],
  }),
  ordinary(11, {
    firstName: 'Martin',
    lastName: 'Hudák',
    city: 'Poprad',
    postCode: '058 01',
    street: 'Popradské nábrežie 2',
    phone: '+421 902 385 774',
    birthDate: '1981-10-19',
    joinedDaysAgo: 430,
    showCity: false,
    showCars: false,
    cars: [
      {
        model: 'Model 3',
        variant: 'Long Range RWD',
        color: 'Deep Blue Metallic',
        year: 2022,
        serial: 20_111,
        plate: 'PP-385MH',
        since: '2022-07-07',
      },
    ],
  }),
  ordinary(12, {
    firstName: 'Róbert',
    lastName: 'Oravec',
    city: 'Piešťany',
    postCode: '921 01',
    street: 'Winterova 18',
    phone: '+421 905 214 390',
    birthDate: '1968-08-28',
    joinedDaysAgo: 250,
    showPhone: true,
    cars: [
      {
        model: 'Model S',
        variant: '75D',
        color: 'Obsidian Black Metallic',
        year: 2017,
        serial: 20_109,
        plate: 'PN-214RK',
        since: '2025-03-01',
      },
    ],
  }),
  ordinary(13, {
    firstName: 'Simona',
    lastName: 'Kollárová',
    city: 'Pezinok',
    postCode: '902 01',
    street: 'Holubyho 6',
    phone: null,
    birthDate: '1993-03-14',
    joinedDaysAgo: 90,
    cars: [
      {
        model: 'Model 3',
        variant: 'Long Range',
        color: 'Quicksilver',
        year: 2024,
        serial: 20_113,
        plate: 'PK 318SK',
        since: '2024-11-15',
      },
    ],
  }),
  ordinary(14, {
    firstName: 'Ľubomír',
    lastName: 'Gajdoš',
    city: 'Martin',
    postCode: '036 01',
    street: 'Andreja Kmeťa 20',
    phone: '+421 917 001 455',
    birthDate: '1977-05-05',
    joinedDaysAgo: 60,
    showPhone: true,
    cars: [
      {
        model: 'Cybertruck',
        variant: 'Long Range',
        color: null,
        customColor: 'nerezová oceľ',
        year: 2025,
        serial: 20_114,
        plate: 'MT-001CT',
        since: '2025-06-30',
      },
    ],
  }),
  ordinary(15, {
    firstName: 'Veronika',
    lastName: 'Blahová',
    city: 'Zvolen',
    postCode: '960 01',
    street: 'Námestie SNP 55',
    phone: '+421 940 420 118',
    birthDate: '1989-12-24',
    joinedDaysAgo: 350,
    cars: [
      {
        model: 'Model Y',
        variant: 'Long Range',
        color: 'Midnight Silver Metallic',
        year: 2022,
        serial: 20_115,
        plate: 'ZV 420VB',
        since: '2022-09-09',
      },
    ],
  }),
  ordinary(16, {
    firstName: 'Štefan',
    lastName: 'Kráľ',
    city: 'Michalovce',
    postCode: '071 01',
    street: 'Štefánikova 8',
    phone: '+421 910 612 050',
    birthDate: '1972-01-08',
    joinedDaysAgo: 660,
    cars: [
      {
        model: 'Model 3',
        variant: 'Long Range',
        color: 'Deep Blue Metallic',
        year: 2019,
        serial: 20_116,
        plate: 'MI-612SK',
        since: '2019-10-21',
      },
    ],
  }),
  ordinary(17, {
    firstName: 'Natália',
    lastName: 'Urbanová',
    city: 'Dunajská Streda',
    postCode: '929 01',
    street: 'Hlavná 50',
    phone: '+421 951 123 874',
    birthDate: '1998-07-01',
    joinedDaysAgo: 20,
    showEmail: true,
    showPhone: true,
    cars: [
      {
        model: 'Model Y',
        variant: 'RWD',
        color: 'Pearl White Multi-Coat',
        year: 2025,
        serial: 20_117,
        plate: 'DS 123NU',
        since: '2025-09-12',
      },
    ],
  }),
  ordinary(18, {
    firstName: 'Dávid',
    lastName: 'Mráz',
    city: 'Bratislava',
    postCode: '851 01',
    street: 'Panónska cesta 24',
    phone: '+421 904 880 303',
    birthDate: '1985-02-28',
    joinedDaysAgo: 200,
    username: 'plaid.david',
    cars: [
      {
        model: 'Model S',
        variant: 'Plaid',
        color: 'Red Multi-Coat',
        year: 2023,
        serial: 20_118,
        plate: 'BA-880PL',
        name: 'Blesk',
        since: '2023-12-18',
      },
    ],
  }),
  ordinary(19, {
    firstName: 'Soňa',
    lastName: 'Čierna',
    city: 'Liptovský Mikuláš',
    postCode: '031 01',
    street: 'Štúrova 11',
    phone: '+421 948 345 006',
    birthDate: '1980-04-16',
    joinedDaysAgo: 510,
    cars: [
      {
        model: 'Model 3',
        variant: 'RWD',
        color: 'Pearl White Multi-Coat',
        year: 2021,
        serial: 20_119,
        plate: 'LM 345SC',
        since: '2021-05-25',
      },
    ],
  }),
  ordinary(20, {
    firstName: 'Ondrej',
    lastName: 'Šťastný',
    city: 'Komárno',
    postCode: '945 01',
    street: 'Palatínova 9',
    phone: '+421 915 707 424',
    birthDate: '1991-09-30',
    joinedDaysAgo: 150,
    cars: [
      {
        model: 'Model Y',
        variant: 'Performance',
        color: 'Solid Black',
        year: 2023,
        serial: 20_120,
        plate: 'KN-707DS',
        since: '2023-07-14',
      },
    ],
  }),
];

const DEMO_MEMBER_SEED: MemberSeed = {
  id: DEMO_MEMBER.id,
  email: DEMO_MEMBER.email,
  firstName: 'Tomáš',
  lastName: 'Kováč',
  username: 'tomas.kovac',
  city: 'Bratislava',
  postCode: '811 02',
  street: 'Hviezdoslavovo námestie 12',
  phone: '+421 905 111 222',
  birthDate: '1986-04-12',
  showPhone: true,
  joinedDaysAgo: 400,
  cars: [
    {
      model: 'Model 3',
      variant: 'Long Range',
      color: 'Pearl White Multi-Coat',
      year: 2019,
      serial: 12_345,
      plate: DEMO_MEMBER.licensePlate,
      name: 'Biela strela',
      since: '2019-11-05',
    },
  ],
};

const DEMO_STAFF_SEED: MemberSeed = {
  id: DEMO_STAFF.id,
  email: DEMO_STAFF.email,
  firstName: 'Michal',
  lastName: 'Štefánik',
  username: 'michal.stefanik',
  city: 'Bratislava',
  postCode: '841 04',
  street: 'Karloveská 64',
  phone: '+421 903 777 001',
  birthDate: '1982-10-03',
  showEmail: true,
  joinedDaysAgo: 800,
  cars: [
    {
      model: 'Model Y',
      variant: 'Performance',
      color: 'Midnight Silver Metallic',
      year: 2023,
      serial: 4_711,
      plate: DEMO_STAFF.licensePlate,
      since: '2023-02-10',
    },
  ],
};

const DEMO_OWNER_SEED: MemberSeed = {
  id: DEMO_OWNER.id,
  email: DEMO_OWNER.email,
  firstName: 'Alžbeta',
  lastName: 'Predná',
  username: 'alzbeta.predna',
  city: 'Bratislava',
  postCode: '811 01',
  street: 'Panská 2',
  phone: '+421 902 100 200',
  birthDate: '1976-05-21',
  showEmail: true,
  joinedDaysAgo: 900,
  cars: [
    {
      model: 'Model S',
      variant: 'Long Range',
      color: 'Deep Blue Metallic',
      year: 2021,
      serial: 1_001,
      plate: DEMO_OWNER.licensePlate,
      since: '2021-03-15',
    },
  ],
};

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const vinOf = (car: CarSeed) => teslaVin(car.model, car.year, car.serial);

async function insertMembers(tx: Db, members: readonly MemberSeed[], now: Date): Promise<void> {
  const joined = (m: MemberSeed) => new Date(now.getTime() - m.joinedDaysAgo * 86_400_000);
  await tx.profile.createMany({
    data: members.map((m) => ({
      id: m.id,
      email: m.email,
      username: m.username ?? null,
      firstName: m.firstName,
      lastName: m.lastName,
      birthDate: day(m.birthDate),
      addressStreet: m.street,
      addressCity: m.city,
      addressPostCode: m.postCode,
      addressCountry: 'SK',
      phoneNumber: m.phone,
      companyName: m.companyName ?? null,
      companyId: m.companyId ?? null,
      recommendation: m.recommendation ?? null,
      permissions: m.id === DEMO_STAFF.id ? DEMO_STAFF.permissions : {},
      isVerified: m.verified ?? true,
      verifiedAt: m.verified === false ? null : new Date(joined(m).getTime() + 86_400_000),
      isOwner: m.id === DEMO_OWNER.id,
      verifiedById: m.verified === false || m.id === DEMO_STAFF.id || m.id === DEMO_OWNER.id ? null : DEMO_STAFF.id,
      showEmail: m.showEmail ?? false,
      showPhone: m.showPhone ?? false,
      showCity: m.showCity ?? true,
      showCars: m.showCars ?? true,
      createdAt: joined(m),
      updatedAt: joined(m),
    })),
  });
  const cars = new Map(members.flatMap((m) => m.cars).map((c) => [vinOf(c), c]));
  await tx.car.createMany({
    data: [...cars].map(([vin, c]) => ({
      vin,
      model: carModel.toDb(c.model),
      variant: carVariant.toDb(c.variant),
      color: c.color ? carColor.toDb(c.color) : null,
      customColor: c.customColor ?? null,
    })),
  });
  await tx.carOwnership.createMany({
    data: members.flatMap((m) =>
      m.cars.map((c) => ({
        vin: vinOf(c),
        ownerId: m.id,
        licensePlate: c.plate,
        name: c.name ?? null,
        teslaAccount: m.email,
        ownedSince: day(c.since),
        ownedUntil: c.until ? day(c.until) : null,
        createdAt: joined(m),
      })),
    ),
  });
  // Every member with a car went through onboarding; its answers describe the first current car.
  await tx.onboarding.createMany({
    data: members.map((m) => {
      const c = m.cars.find((car) => !car.until)!;
      return {
        userId: m.id,
        teslaAccountEmail: m.email,
        teslaAccountFullName: `${m.firstName} ${m.lastName}`,
        vin: vinOf(c),
        licensePlate: c.plate,
        model: carModel.toDb(c.model),
        variant: carVariant.toDb(c.variant),
        color: c.color ? carColor.toDb(c.color) : null,
        customColor: c.customColor ?? null,
        carName: c.name ?? null,
        ownedSince: day(c.since),
        completedAt: joined(m),
        createdAt: joined(m),
      };
    }),
  });
}

/**
 * Profiles, cars and onboarding of the demo accounts and the ordinary members, with auth users when
 * `authUsers` (embedded mode).
 */
export async function seedAccounts(
  tx: Db,
  options: { authUsers: boolean; bcryptCost: number; now: Date },
): Promise<void> {
  const { now } = options;
  await insertMembers(tx, [DEMO_OWNER_SEED, DEMO_STAFF_SEED, DEMO_MEMBER_SEED, ...DEMO_MEMBERS], now);
  // The history of permissions (docs/product-rules.md §6): the owner made at setup, the staff's areas granted by the
  // owner.
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  await tx.permissionChange.createMany({
    data: [
      {
        memberId: DEMO_OWNER.id,
        changedById: null,
        permissionsBefore: {},
        permissionsAfter: {},
        ownerBefore: false,
        ownerAfter: true,
        via: 'setup',
        createdAt: at(DEMO_OWNER_SEED.joinedDaysAgo),
      },
      {
        memberId: DEMO_STAFF.id,
        changedById: DEMO_OWNER.id,
        permissionsBefore: {},
        permissionsAfter: DEMO_STAFF.permissions,
        ownerBefore: false,
        ownerAfter: false,
        via: 'console',
        createdAt: at(DEMO_STAFF_SEED.joinedDaysAgo - 1),
      },
    ],
  });
  await tx.profile.create({
    data: {
      id: DEMO_NEWCOMER.id,
      email: DEMO_NEWCOMER.email,
      recommendation: 'Videl som vaše stretnutie v Piešťanoch.',
      createdAt: new Date(now.getTime() - 86_400_000),
    },
  });
  // Onboarding step 1 started: the Tesla account e-mail is in, the full name and VIN are not yet.
  await tx.onboarding.create({ data: { userId: DEMO_NEWCOMER.id, teslaAccountEmail: DEMO_NEWCOMER.email } });

  if (options.authUsers) {
    const passwords = new PasswordHasher();
    for (const account of DEMO_ACCOUNTS) {
      const seed = [DEMO_MEMBER_SEED, DEMO_STAFF_SEED, DEMO_OWNER_SEED].find((m) => m.id === account.id);
      await createAuthUser(
        tx,
        {
          id: account.id,
          email: account.email,
          password: account.password,
          bcryptCost: options.bcryptCost,
          userMetadata: seed ? { first_name: seed.firstName, last_name: seed.lastName } : {},
        },
        passwords,
      );
    }
    // One hash for all ordinary members: bcrypt is slow on purpose, and they share the password.
    const encryptedPassword = await passwords.hash(DEMO_MEMBERS_PASSWORD, options.bcryptCost);
    await passwords.stop();
    for (const m of DEMO_MEMBERS) {
      await insertAuthUser(tx, {
        id: m.id,
        email: m.email,
        encryptedPassword,
        emailConfirmedAt: new Date(now.getTime() - m.joinedDaysAgo * 86_400_000),
        userMetadata: { first_name: m.firstName, last_name: m.lastName },
      });
    }
  }
}
