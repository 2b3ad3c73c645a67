// Synthetic members for load tests (`npm run db:seed -- --members N`): members number 1…N, each
// derived only from its number by a seeded PRNG, so every run and every machine gets the same people,
// and numbers already present are skipped. Bulk SQL (unnest of arrays, one transaction per batch)
// rather than Prisma calls: 100 000 members with ~125 000 cars take 35–50 s on 2 cores.
//
// search_text: row by row, the profiles trigger computes it on insert (before the member has cars)
// and the car_ownerships trigger updates the owner once per car, recomputing it each time (measured:
// twice as slow). Both are disabled inside each batch's transaction, and one set-based UPDATE (with the profiles
// trigger back on) recomputes the search columns through the migration's own trigger, so the result is the
// one a member who signs up gets. The first batch ANALYZEs first: without statistics the planner
// scans all of car_ownerships once per member (~10 ms each). The ALTER TABLE locks block writes to
// profiles and car_ownerships (not reads) for one batch, ~2 s.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { CarColorName, CarModelName, CarVariantName } from '../../domain/car-enums';
import { CAR_SPECS, teslaVin } from './car-catalog';
import {
  CAR_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  PHONE_PREFIXES,
  PLATE_LETTERS,
  plain,
  STREETS,
  SURNAMES,
  TOWNS,
  YEAR_CODES,
} from './slovak-data';

export const MAX_SYNTHETIC_MEMBERS = 1_000_000;
/** Synthetic VIN serials start here; the demo cars use serials below it, so the two never collide. */
export const SYNTHETIC_SERIAL_BASE = 100_000;
const SERIALS = 1_000_000 - SYNTHETIC_SERIAL_BASE;
/** Every date of a synthetic member lies before this moment, so runs on any day produce the same rows. */
const EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const YEARS = YEAR_CODES.map(([, year]) => year).filter((year) => year <= 2025);
/** How many of the club's cars are of each model year in YEARS (newer years are more common). */
const YEAR_WEIGHTS = [2, 3, 5, 7, 10, 14, 16, 17, 16];

export function syntheticEmail(n: number): string {
  return `member${n}@example.sk`;
}

/** mulberry32: small, fast and good enough to pick names. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash32(n: number): number {
  let h = Math.imul(n ^ 0x5bd1e995, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

function weighted<T extends { weight: number }>(rnd: () => number, list: readonly T[]): T {
  let r = rnd() * list.reduce((sum, item) => sum + item.weight, 0);
  for (const item of list) if ((r -= item.weight) < 0) return item;
  return list[list.length - 1];
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const digits = (rnd: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(rnd() * 10)).join('');

export interface SyntheticCar {
  vin: string;
  model: CarModelName;
  variant: CarVariantName;
  color: CarColorName | null;
  customColor: string | null;
  licensePlate: string;
  name: string | null;
  teslaAccount: string | null;
  ownedSince: string;
}

export interface SyntheticMember {
  id: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  street: string;
  city: string;
  postCode: string;
  phone: string | null;
  showEmail: boolean;
  showPhone: boolean;
  showCity: boolean;
  showCars: boolean;
  createdAt: string;
  cars: SyntheticCar[];
}

/** A uuid (version 4 layout) derived from the member number, stable across runs. */
function memberId(n: number): string {
  const h = createHash('sha256').update(`evklub-synthetic-member-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Car slot `index` (member n has slots 2(n−1) and 2(n−1)+1). Serial and model year are a one-to-one
 * function of the slot, so synthetic VINs are unique for up to 8 100 000 slots.
 */
function syntheticCar(
  index: number,
  rnd: () => number,
  owner: { town: (typeof TOWNS)[number]; email: string },
): SyntheticCar {
  const serial = SYNTHETIC_SERIAL_BASE + (index % SERIALS);
  const year = YEARS[(Math.floor(index / SERIALS) + yearSlot(hash32(index % SERIALS) / 4294967296)) % YEARS.length];
  const spec = weighted(
    rnd,
    CAR_SPECS.filter((s) => s.firstYear <= year),
  );
  const vin = teslaVin(spec.model, year, serial, Math.floor(rnd() * spec.factories.length));
  const district = pick(rnd, owner.town.plates);
  const letters = pick(rnd, [...PLATE_LETTERS]) + pick(rnd, [...PLATE_LETTERS]);
  const number = String(Math.floor(rnd() * 1000)).padStart(3, '0');
  const ownedSince =
    Date.UTC(year - 1, 6, 1) + Math.floor(rnd() * Math.min(540, (EPOCH - Date.UTC(year - 1, 6, 1)) / DAY - 1)) * DAY;
  return {
    vin,
    model: spec.model,
    variant: pick(rnd, spec.variants(year)),
    color: spec.colors.length ? pick(rnd, spec.colors) : null,
    customColor: spec.customColor ?? null,
    licensePlate: rnd() < 0.5 ? `${district}-${number}${letters}` : `${district} ${number}${letters}`,
    name: rnd() < 0.3 ? pick(rnd, CAR_NAMES) : null,
    teslaAccount: rnd() < 0.5 ? owner.email : null,
    ownedSince: isoDate(ownedSince),
  };
}

/** An index into YEARS drawn by YEAR_WEIGHTS from u in [0, 1). */
function yearSlot(u: number): number {
  let r = u * YEAR_WEIGHTS.reduce((a, b) => a + b, 0);
  for (let i = 0; i < YEAR_WEIGHTS.length; i++) if ((r -= YEAR_WEIGHTS[i]) < 0) return i;
  return YEAR_WEIGHTS.length - 1;
}

/** Member number n, always the same person. */
export function syntheticMember(n: number): SyntheticMember {
  const rnd = prng(hash32(n) ^ 0x3c6ef372);
  const female = rnd() < 0.28;
  const firstName = female ? pick(rnd, FEMALE_FIRST_NAMES) : pick(rnd, MALE_FIRST_NAMES);
  const surname = pick(rnd, SURNAMES);
  const lastName = female ? surname[1] : surname[0];
  const town = weighted(rnd, TOWNS);
  const email = syntheticEmail(n);
  const cars = [syntheticCar(2 * (n - 1), rnd, { town, email })];
  if (rnd() < 0.25) cars.push(syntheticCar(2 * (n - 1) + 1, rnd, { town, email }));
  const firstOwned = Math.min(...cars.map((c) => Date.parse(c.ownedSince)));
  const createdAt = firstOwned + Math.floor(rnd() * ((EPOCH - firstOwned) / DAY)) * DAY + Math.floor(rnd() * DAY);
  return {
    id: memberId(n),
    email,
    username: rnd() < 0.4 ? `${plain(firstName)}.${plain(lastName)}${n}`.toLowerCase() : null,
    firstName,
    lastName,
    birthDate: rnd() < 0.9 ? isoDate(Date.UTC(1950, 0, 1) + Math.floor(rnd() * 50 * 365) * DAY) : null,
    street: `${pick(rnd, STREETS)} ${1 + Math.floor(rnd() * 120)}`,
    city: town.name,
    postCode: town.postCode,
    phone: rnd() < 0.92 ? `+421 ${pick(rnd, PHONE_PREFIXES)} ${digits(rnd, 3)} ${digits(rnd, 3)}` : null,
    showEmail: rnd() < 0.15,
    showPhone: rnd() < 0.25,
    showCity: rnd() < 0.9,
    showCars: rnd() < 0.85,
    createdAt: new Date(createdAt).toISOString(),
    cars,
  };
}

const INSERT_PROFILES = `
INSERT INTO "public"."profiles" (id, email, username, first_name, last_name, birth_date, address_street, address_city,
  address_post_code, address_country, phone_number, show_email, show_phone, show_city, show_cars, is_verified, verified_at,
  created_at, updated_at)
SELECT id, email, username, first_name, last_name, birth_date, street, city, post_code, 'SK', phone, show_email, show_phone,
  show_city, show_cars, true, created_at + interval '1 day', created_at, created_at
FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[], $9::text[],
  $10::text[], $11::bool[], $12::bool[], $13::bool[], $14::bool[], $15::timestamptz[])
  AS t(id, email, username, first_name, last_name, birth_date, street, city, post_code, phone, show_email, show_phone,
       show_city, show_cars, created_at)
ON CONFLICT DO NOTHING
RETURNING id`;

const INSERT_CARS = `
INSERT INTO "public"."cars" (vin, model, variant, color, custom_color, created_at, updated_at)
SELECT vin, model::"public"."car_model", variant::"public"."car_variant", color::"public"."car_color", custom_color, created_at, created_at
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::uuid[])
  AS t(vin, model, variant, color, custom_color, created_at, owner_id)
WHERE owner_id = ANY($8::uuid[])
ON CONFLICT DO NOTHING
RETURNING vin`;

const INSERT_OWNERSHIPS = `
INSERT INTO "public"."car_ownerships" (vin, owner_id, license_plate, name, tesla_account, owned_since, created_at)
SELECT vin, owner_id, license_plate, name, tesla_account, owned_since, created_at
FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::date[], $7::timestamptz[])
  AS t(vin, owner_id, license_plate, name, tesla_account, owned_since, created_at)
WHERE vin = ANY($8::text[])`;

async function insertBatch(client: pg.Client, members: SyntheticMember[], analyze: boolean): Promise<number> {
  const col = <K extends keyof SyntheticMember>(key: K) => members.map((m) => m[key]);
  const cars = members.flatMap((m) => m.cars.map((c) => ({ ...c, ownerId: m.id, createdAt: m.createdAt })));
  const carCol = <K extends keyof (typeof cars)[number]>(key: K) => cars.map((c) => c[key]);
  await client.query('BEGIN');
  try {
    await client.query('ALTER TABLE "public"."profiles" DISABLE TRIGGER "profiles_search_text"');
    await client.query('ALTER TABLE "public"."car_ownerships" DISABLE TRIGGER "car_ownerships_search_text"');
    const inserted = await client.query<{ id: string }>(INSERT_PROFILES, [
      col('id'),
      col('email'),
      col('username'),
      col('firstName'),
      col('lastName'),
      col('birthDate'),
      col('street'),
      col('city'),
      col('postCode'),
      col('phone'),
      col('showEmail'),
      col('showPhone'),
      col('showCity'),
      col('showCars'),
      col('createdAt'),
    ]);
    const ids = inserted.rows.map((r) => r.id);
    const vins = await client.query<{ vin: string }>(INSERT_CARS, [
      carCol('vin'),
      carCol('model'),
      carCol('variant'),
      carCol('color'),
      carCol('customColor'),
      carCol('createdAt'),
      carCol('ownerId'),
      ids,
    ]);
    await client.query(INSERT_OWNERSHIPS, [
      carCol('vin'),
      carCol('ownerId'),
      carCol('licensePlate'),
      carCol('name'),
      carCol('teslaAccount'),
      carCol('ownedSince'),
      carCol('createdAt'),
      vins.rows.map((r) => r.vin),
    ]);
    if (analyze) await client.query('ANALYZE "public"."profiles", "public"."cars", "public"."car_ownerships"');
    await client.query('ALTER TABLE "public"."car_ownerships" ENABLE TRIGGER "car_ownerships_search_text"');
    await client.query('ALTER TABLE "public"."profiles" ENABLE TRIGGER "profiles_search_text"');
    // One set-based update with the profiles trigger on: it computes every search column (search_text,
    // visible_search_text, name_search_text) in the one place they are defined.
    await client.query(`UPDATE "public"."profiles" SET search_text = '' WHERE id = ANY($1::uuid[])`, [ids]);
    await client.query('COMMIT');
    return ids.length;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}

export interface SyntheticResult {
  /** Members inserted now. */
  added: number;
  /** Numbers 1…N that were present already. */
  present: number;
}

/** Adds synthetic members 1…count that are not present yet. */
export async function addSyntheticMembers(
  databaseUrl: string,
  count: number,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<SyntheticResult> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SYNTHETIC_MEMBERS)
    throw new RangeError(`count must be 1…${MAX_SYNTHETIC_MEMBERS}`);
  const batchSize = options.batchSize ?? 5000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT substring(email::text from '^member([0-9]+)@example\\.sk$')::int AS n FROM "public"."profiles" WHERE email LIKE 'member%@example.sk'`,
    );
    const present = new Set(rows.map((r) => r.n).filter((n) => n >= 1 && n <= count));
    const missing: number[] = [];
    for (let n = 1; n <= count; n++) if (!present.has(n)) missing.push(n);
    let added = 0;
    for (let start = 0; start < missing.length; start += batchSize) {
      added += await insertBatch(client, missing.slice(start, start + batchSize).map(syntheticMember), start === 0);
      options.onProgress?.(Math.min(start + batchSize, missing.length), missing.length);
    }
    return { added, present: present.size };
  } finally {
    await client.end();
  }
}
