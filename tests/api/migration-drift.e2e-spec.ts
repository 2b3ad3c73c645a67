// Proves that a database built from prisma/migrations is exactly what prisma/schema.prisma describes
// (every schema of the datasource, so the auth models too): tables, columns, types, enum values,
// nullability, defaults, primary keys, unique and other indexes (columns, order, method, operator
// class) and foreign keys (columns, target, referential actions). `prisma migrate` cannot run here,
// so this is what keeps the hand-written SQL honest.
import fs from 'node:fs';
import pg from 'pg';
import { applyMigrations } from '../../server/src/database/migrator';
import { createTestDatabase, TestDatabase } from '../support/database';
import { DatabaseExtras, DatabaseShape, introspectDatabase } from '../support/db-introspection';
import { diffShapes, SCHEMA_PATH, shapeFromPrismaSchema } from '../support/prisma-shape';

/**
 * What the migrations create beside schema.prisma, on purpose (see the block "Beyond schema.prisma"
 * at the end of the init migration). Anything else the database holds and the schema does not
 * describe fails the test: document it here, next to its SQL, or remove it.
 */
const DOCUMENTED_EXTRAS = {
  /**
   * Indexes schema.prisma does not express (partial ones Prisma would misread as unique keys, covering ones), with
   * their exact definition.
   */
  indexes: {
    'public.car_ownerships.car_ownerships_vin_current_key':
      'CREATE UNIQUE INDEX car_ownerships_vin_current_key ON public.car_ownerships USING btree (vin) WHERE (owned_until IS NULL)',
    /**
     * Not a unique key, but partial and covering (INCLUDE), which schema.prisma cannot say: the staff home's member
     * figures.
     */
    'public.profiles.profiles_members_created_idx':
      'CREATE INDEX profiles_members_created_idx ON public.profiles USING btree (created_at) INCLUDE (is_verified, rejected_at) WHERE (deleted_at IS NULL)',
    /**
     * The trigram indexes of member search, 9 partial ones each that double in size (migration search_parts_doubling):
     * it reads them part by part.
     */
    ...Object.fromEntries(
      ['visible_search_text', 'name_search_text'].flatMap((column) =>
        [0, 1, 2, 4, 8, 16, 32, 64, 128].map((from, part, starts) => {
          const to = (starts[part + 1] ?? 256) - 1;
          return [
            `public.profiles.profiles_${column}_p${part}_idx`,
            `CREATE INDEX profiles_${column}_p${part}_idx ON public.profiles USING gin (${column} gin_trgm_ops) WHERE (((hashtext((id)::text) & 255) >= ${from}) AND ((hashtext((id)::text) & 255) <= ${to}))`,
          ];
        }),
      ),
    ),
  } as Record<string, string>,
  checks: [
    'public.car_ownerships.car_ownerships_owned_until_check',
    'public.cars.cars_vin_check',
    'public.dues.dues_amount_cents_check',
    'public.dues.dues_variable_symbol_check',
    'public.dues_payments.dues_payments_one_record_check',
    'public.dues_settings.dues_settings_id_check',
    'public.event_attendances.event_attendances_amount_cents_check',
    'public.event_attendances.event_attendances_companions_check',
    'public.event_attendances.event_attendances_paid_cents_check',
    'public.event_attendances.event_attendances_variable_symbol_check',
    'public.event_refunds.event_refunds_amount_cents_check',
    'public.events.events_capacity_check',
    'public.events.events_companions_max_check',
    'public.events.events_date_end_check',
    'public.events.events_payment_days_check',
    'public.events.events_price_cents_check',
    'public.files.files_sha256_check',
    'public.fee_plans.fee_plans_amount_cents_check',
    'public.files.files_size_bytes_check',
    'public.onboarding.onboarding_vin_check',
    'public.permission_changes.permission_changes_via_check',
    'public.profiles.profiles_address_country_check',
    'public.profiles.profiles_permissions_check',
    'public.redirects.redirects_from_path_check',
    'public.redirects.redirects_status_code_check',
  ],
  triggers: [
    'public.car_ownerships.car_ownerships_search_text',
    'public.cars.cars_search_text',
    'public.profiles.profiles_search_text',
    /** NOTIFY content_changed for the page cache (migration content_changed). */
    ...[
      'articles',
      'events',
      'event_attendances',
      'content_pages',
      'faq_entries',
      'guide_entries',
      'gallery_albums',
      'photos',
      'discounts',
      'charging_entries',
      'redirects',
      'site_settings',
      'profiles',
    ].map((table) => `public.${table}.${table}_content_changed`),
    /** The same for the membership fee the join page and the FAQ state (migration membership_fee_text). */
    ...['fee_plans', 'dues_settings'].map((table) => `public.${table}.${table}_content_changed`),
    /** NOTIFY content_changed 'event-places:<slug>' for a registration (migration event_places_changed). */
    'public.event_attendances.event_attendances_places_changed',
    /** The same for a check-in, which changes how many came (migration event_check_ins). */
    'public.event_check_ins.event_check_ins_places_changed',
    'public.car_ownerships.car_ownerships_member_car_models',
    'public.cars.cars_member_car_models_delete',
    'public.cars.cars_member_car_models_update',
    /** The club keeps at least one owner (migration owners). */
    'public.profiles.profiles_keep_an_owner',
  ],
  functions: [
    'public.car_ownerships_member_car_models_trigger',
    'public.car_ownerships_search_text_trigger',
    'public.cars_member_car_models_trigger',
    'public.cars_search_text_trigger',
    'public.notify_content_changed',
    'public.notify_event_places_changed',
    'public.notify_event_check_in_changed',
    'public.member_car_models_adjust',
    'public.profile_search_text',
    'public.profiles_search_text_trigger',
    'public.keep_an_owner',
  ],
};

/** The actual shape without the documented extra indexes (checked on their own below). */
function withoutDocumentedIndexes(shape: DatabaseShape): DatabaseShape {
  const copy: DatabaseShape = structuredClone(shape);
  for (const key of Object.keys(DOCUMENTED_EXTRAS.indexes)) {
    const [schema, table, index] = key.split('.');
    delete copy.tables[`${schema}.${table}`]?.indexes[index];
  }
  return copy;
}

describe('a database built from the migrations matches schema.prisma', () => {
  const expected = shapeFromPrismaSchema();
  let db: TestDatabase;
  let actual: DatabaseShape;
  let extras: DatabaseExtras;

  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    await applyMigrations(db.url);
    ({ shape: actual, extras } = await introspectDatabase(db.url, expected.schemas));
  });
  afterAll(() => db.drop());

  it('reads both schemas of the datasource from schema.prisma', () => {
    expect(expected.schemas).toEqual(['public', 'auth']);
    // A broken reader would compare nothing with nothing: the product model must be there.
    expect(Object.keys(expected.shape.tables)).toEqual(
      expect.arrayContaining(['public.profiles', 'public.cars', 'public.car_ownerships', 'public.events']),
    );
    expect(Object.keys(expected.shape.tables).filter((t) => t.startsWith('auth.')).length).toBeGreaterThan(0);
    expect(expected.shape.extensions).toEqual(['citext', 'pg_trgm', 'unaccent']);
  });

  it('has every table, column, type, enum, nullability, default, key, index and foreign key of schema.prisma and nothing else', () => {
    expect(diffShapes(expected.shape, withoutDocumentedIndexes(actual))).toEqual([]);
  });

  it('holds the documented extras exactly, and no other index, CHECK, trigger or function', () => {
    for (const [key, definition] of Object.entries(DOCUMENTED_EXTRAS.indexes))
      expect({ [key]: extras.indexDefinitions[key] }).toEqual({ [key]: definition });
    expect(Object.keys(extras.checks)).toEqual([...DOCUMENTED_EXTRAS.checks].sort());
    expect(extras.triggers).toEqual([...DOCUMENTED_EXTRAS.triggers].sort());
    expect(extras.functions).toEqual([...DOCUMENTED_EXTRAS.functions].sort());
  });

  it('stores docs/product-rules.md §3 enumerations with their exact spellings', () => {
    expect(actual.enums['public.car_model']).toEqual([
      'Model S',
      'Model 3',
      'Model X',
      'Model Y',
      'Cybertruck',
      'ATV',
      'Roadster',
      'Semi',
      'Roadster First Gen',
    ]);
    expect(actual.enums['public.car_variant']).toEqual([
      'Standard Range',
      'Long Range',
      'Long Range Plus',
      'Long Range RWD',
      'Performance',
      'Plaid',
      'RWD',
      '60D',
      '70D',
      '75D',
      '85D',
      '90D',
      '100D',
      'P85D',
      'P90D',
      'P100D',
    ]);
    expect(actual.enums['public.car_color']).toEqual([
      'Anza Brown Metallic',
      'Titanium Metallic',
      'Catalina White',
      'Solid White',
      'Shasta Pearl White',
      'Pearl White Multi-Coat',
      'Frost Blue Metallic',
      'Monterey Blue Metallic',
      'Deep Blue Metallic',
      'Glacier Blue',
      'Marine Blue',
      'Signature Red',
      'Red Multi-Coat',
      'Midnight Cherry Red',
      'Ultra Red',
      'Sierra Black',
      'Solid Black',
      'Diamond Black',
      'Obsidian Black Metallic',
      'Sequoia Green Metallic',
      'Tiburon Grey Metallic',
      'Stealth Grey',
      'Midnight Silver Metallic',
      'San Simeon Silver Metallic',
      'Quicksilver',
      'Lunar Silver',
    ]);
  });
});

describe('the drift check', () => {
  let db: TestDatabase;
  const schemas = ['public', 'auth'];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('names each difference when the database drifts from schema.prisma', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(`
        ALTER TABLE public.profiles ALTER COLUMN company_name TYPE varchar(50);
        ALTER TABLE public.profiles ALTER COLUMN is_verified SET DEFAULT true;
        ALTER TABLE public.articles ALTER COLUMN title DROP NOT NULL;
        ALTER TYPE public.attendance_status ADD VALUE 'maybe';
        DROP INDEX public.events_date_start_idx;
        DROP INDEX public.car_ownerships_owner_id_idx;
        CREATE INDEX car_ownerships_owner_id_idx ON public.car_ownerships USING hash (owner_id);
        ALTER TABLE public.articles DROP CONSTRAINT articles_author_id_fkey;
        ALTER TABLE public.articles ADD CONSTRAINT articles_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE CASCADE ON UPDATE CASCADE;
        ALTER TABLE public.faq_entries ADD COLUMN stray text;
        CREATE TABLE public.stray (id int PRIMARY KEY);`);
    } finally {
      await client.end();
    }
    const { shape } = await introspectDatabase(db.url, schemas);
    const diff = diffShapes(shapeFromPrismaSchema().shape, withoutDocumentedIndexes(shape));
    expect(diff).toEqual([
      'enum public.attendance_status: values are ["registered","waitlisted","cancelled","maybe"], schema.prisma says ["registered","waitlisted","cancelled"]',
      'column public.articles.title: is nullable, schema.prisma says NOT NULL',
      'foreign key public.articles.articles_author_id_fkey: is {"columns":["author_id"],"onDelete":"Cascade","onUpdate":"Cascade","referencedColumns":["id"],"references":"public.profiles"}, schema.prisma says {"columns":["author_id"],"onDelete":"SetNull","onUpdate":"Cascade","referencedColumns":["id"],"references":"public.profiles"}',
      'index public.car_ownerships.car_ownerships_owner_id_idx: is {"columns":[{"desc":false,"name":"owner_id","opclass":null}],"method":"hash","predicate":null,"unique":false}, schema.prisma says {"columns":[{"desc":false,"name":"owner_id","opclass":null}],"method":"btree","predicate":null,"unique":false}',
      'index public.events.events_date_start_idx: in schema.prisma ({"columns":[{"desc":false,"name":"date_start","opclass":null}],"method":"btree","predicate":null,"unique":false}) but not in the database',
      'column public.faq_entries.stray: in the database but not in schema.prisma',
      'column public.profiles.company_name: type is character varying(50), schema.prisma says text',
      'column public.profiles.is_verified: default is {"kind":"value","value":"true"}, schema.prisma says {"kind":"value","value":"false"}',
      'table public.stray: in the database but not in schema.prisma',
    ]);
  });

  it('names each difference when schema.prisma drifts from the database', async () => {
    const text = fs
      .readFileSync(SCHEMA_PATH, 'utf8')
      .replace('vin         String      @id @db.Char(17)', 'vin         String      @id @db.VarChar(17)')
      .replace('@@index([licensePlate])', '@@index([licensePlate, ownedSince(sort: Desc)])')
      .replace(
        'model ContactMessage {',
        'model Extra {\n  id Int @id @default(autoincrement())\n\n  @@schema("auth")\n}\n\nmodel ContactMessage {',
      );
    const { shape } = await introspectDatabase(db.url, schemas);
    const diff = diffShapes(shapeFromPrismaSchema(text).shape, withoutDocumentedIndexes(shape));
    expect(diff).toEqual(
      expect.arrayContaining([
        'table auth.Extra: in schema.prisma but not in the database',
        'index public.car_ownerships.car_ownerships_license_plate_idx: in the database ({"columns":[{"desc":false,"name":"license_plate","opclass":null}],"method":"btree","predicate":null,"unique":false}) but not in schema.prisma',
        'index public.car_ownerships.car_ownerships_license_plate_owned_since_idx: in schema.prisma ({"columns":[{"desc":false,"name":"license_plate","opclass":null},{"desc":true,"name":"owned_since","opclass":null}],"method":"btree","predicate":null,"unique":false}) but not in the database',
        'column public.cars.vin: type is character(17), schema.prisma says character varying(17)',
      ]),
    );
  });
});
