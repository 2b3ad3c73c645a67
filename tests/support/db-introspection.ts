// Reads what a PostgreSQL database really holds (tables, columns, enums, indexes, foreign keys,
// CHECK constraints, triggers, functions, extensions) from pg_catalog, in a shape that
// prisma-shape.ts can build from schema.prisma too, so the drift test compares like with like.
import pg from 'pg';

export type DefaultShape =
  { kind: 'value'; value: string } | { kind: 'expression'; sql: string } | { kind: 'autoincrement' };

export interface ColumnShape {
  /** format_type() spelling, e.g. `text`, `timestamp(3) with time zone`; enums as `schema.name`. */
  type: string;
  nullable: boolean;
  default: DefaultShape | null;
}

export interface IndexColumnShape {
  name: string;
  desc: boolean;
  /** null = the type's default operator class */
  opclass: string | null;
}

export interface IndexShape {
  unique: boolean;
  method: string;
  columns: IndexColumnShape[];
  /** WHERE clause of a partial index, as pg_get_expr prints it */
  predicate: string | null;
}

export interface ForeignKeyShape {
  columns: string[];
  /** `schema.table` */
  references: string;
  referencedColumns: string[];
  /** Prisma's names: Cascade, Restrict, NoAction, SetNull, SetDefault */
  onDelete: string;
  onUpdate: string;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: { name: string; columns: string[] } | null;
  /** by index name; the primary key's index is not listed here */
  indexes: Record<string, IndexShape>;
  /** by constraint name */
  foreignKeys: Record<string, ForeignKeyShape>;
}

export interface DatabaseShape {
  /** by `schema.table` */
  tables: Record<string, TableShape>;
  /** by `schema.name`, values in order */
  enums: Record<string, string[]>;
  extensions: string[];
}

/** What exists in the database beside tables, columns, indexes and keys. */
export interface DatabaseExtras {
  /** `schema.table.constraint` → pg_get_constraintdef */
  checks: Record<string, string>;
  /** `schema.table.trigger` */
  triggers: string[];
  /** `schema.function` (functions that belong to an extension are left out) */
  functions: string[];
  /** `schema.table.index` → pg_get_indexdef */
  indexDefinitions: Record<string, string>;
}

const ACTIONS: Record<string, string> = { a: 'NoAction', r: 'Restrict', c: 'Cascade', n: 'SetNull', d: 'SetDefault' };
/** Tables that belong to the migration machinery, not to the data model. */
const IGNORED_TABLES = new Set(['public._prisma_migrations']);

export async function introspectDatabase(
  url: string,
  schemas: string[],
): Promise<{ shape: DatabaseShape; extras: DatabaseExtras }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(sql: string) =>
      (await client.query<T>(sql, sql.includes('$1') ? [schemas] : [])).rows;
    const tables = await q<{ oid: number; key: string }>(`
      SELECT c.oid, n.nspname || '.' || c.relname AS key
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1)`);
    const shape: DatabaseShape = { tables: {}, enums: {}, extensions: [] };
    const byOid = new Map<number, TableShape>();
    for (const t of tables) {
      if (IGNORED_TABLES.has(t.key)) continue;
      const table: TableShape = { columns: {}, primaryKey: null, indexes: {}, foreignKeys: {} };
      shape.tables[t.key] = table;
      byOid.set(t.oid, table);
    }

    for (const c of await q<ColumnRow>(COLUMNS)) {
      const table = byOid.get(c.table_oid);
      if (!table) continue;
      table.columns[c.name] = { type: c.type, nullable: !c.not_null, default: parseDefault(c.default_sql) };
    }

    for (const i of await q<IndexRow>(INDEXES)) {
      const table = byOid.get(i.table_oid);
      if (!table) continue;
      if (i.is_primary) {
        table.primaryKey = { name: i.name, columns: i.columns.map((c) => c.name) };
        continue;
      }
      table.indexes[i.name] = { unique: i.is_unique, method: i.method, columns: i.columns, predicate: i.predicate };
    }

    for (const f of await q<ForeignKeyRow>(FOREIGN_KEYS)) {
      const table = byOid.get(f.table_oid);
      if (!table) continue;
      table.foreignKeys[f.name] = {
        columns: f.columns,
        references: f.references,
        referencedColumns: f.referenced_columns,
        onDelete: ACTIONS[f.on_delete],
        onUpdate: ACTIONS[f.on_update],
      };
    }

    for (const e of await q<{ key: string; labels: string[] }>(ENUMS)) shape.enums[e.key] = e.labels;
    shape.extensions = (
      await q<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`)
    ).map((r) => r.extname);

    const extras: DatabaseExtras = { checks: {}, triggers: [], functions: [], indexDefinitions: {} };
    for (const c of await q<{ key: string; def: string }>(CHECKS)) extras.checks[c.key] = c.def;
    extras.triggers = (await q<{ key: string }>(TRIGGERS)).map((r) => r.key);
    extras.functions = (await q<{ key: string }>(FUNCTIONS)).map((r) => r.key);
    for (const i of await q<{ key: string; def: string }>(INDEX_DEFINITIONS)) extras.indexDefinitions[i.key] = i.def;
    return { shape, extras };
  } finally {
    await client.end();
  }
}

/** Turns pg_get_expr()'s column default into a value or an expression. */
export function parseDefault(sql: string | null): DefaultShape | null {
  if (sql === null) return null;
  if (/^nextval\('.*'::regclass\)$/.test(sql)) return { kind: 'autoincrement' };
  const literal = /^'((?:[^']|'')*)'(?:::[\w". ]+(?:\[\])?)?$/.exec(sql);
  if (literal) return { kind: 'value', value: literal[1].replace(/''/g, "'") };
  if (/^(true|false|-?\d+(\.\d+)?)$/.test(sql)) return { kind: 'value', value: sql };
  return { kind: 'expression', sql };
}

interface ColumnRow {
  table_oid: number;
  name: string;
  not_null: boolean;
  type: string;
  default_sql: string | null;
}

// Enums (and arrays of them) are named with their schema so that the comparison is exact whatever
// the search_path; every other type as format_type() prints it.
const COLUMNS = `
  SELECT a.attrelid::int AS table_oid, a.attname AS name, a.attnotnull AS not_null,
         CASE WHEN t.typtype = 'e' THEN tn.nspname || '.' || t.typname
              WHEN et.typtype = 'e' THEN etn.nspname || '.' || et.typname || '[]'
              ELSE format_type(a.atttypid, a.atttypmod) END AS type,
         pg_get_expr(d.adbin, d.adrelid) AS default_sql
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    JOIN pg_namespace tn ON tn.oid = t.typnamespace
    LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
    LEFT JOIN pg_namespace etn ON etn.oid = et.typnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE n.nspname = ANY($1) AND a.attnum > 0 AND NOT a.attisdropped
   ORDER BY a.attrelid, a.attnum`;

interface IndexRow {
  table_oid: number;
  name: string;
  is_unique: boolean;
  is_primary: boolean;
  method: string;
  predicate: string | null;
  columns: IndexColumnShape[];
}

// One row per index with its key columns in order; an expression column shows as its expression.
const INDEXES = `
  SELECT i.indrelid::int AS table_oid, ic.relname AS name, i.indisunique AS is_unique, i.indisprimary AS is_primary,
         am.amname AS method, pg_get_expr(i.indpred, i.indrelid) AS predicate,
         (SELECT json_agg(json_build_object(
                   'name', COALESCE(a.attname, pg_get_indexdef(i.indexrelid, k.ord::int, true)),
                   'desc', (k.option & 1) = 1,
                   'opclass', CASE WHEN oc.opcdefault THEN NULL ELSE oc.opcname END) ORDER BY k.ord)
            FROM unnest(i.indkey::int2[], i.indclass::oid[], i.indoption::int2[]) WITH ORDINALITY AS k(attnum, opclass, option, ord)
            LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum AND k.attnum > 0
            JOIN pg_opclass oc ON oc.oid = k.opclass
           WHERE k.ord <= i.indnkeyatts) AS columns
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = ic.relnamespace
    JOIN pg_am am ON am.oid = ic.relam
   WHERE n.nspname = ANY($1)`;

interface ForeignKeyRow {
  table_oid: number;
  name: string;
  references: string;
  columns: string[];
  referenced_columns: string[];
  on_delete: string;
  on_update: string;
}

const FOREIGN_KEYS = `
  SELECT c.conrelid::int AS table_oid, c.conname AS name, fn.nspname || '.' || fc.relname AS references,
         ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
         ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS referenced_columns,
         c.confdeltype AS on_delete, c.confupdtype AS on_update
    FROM pg_constraint c
    JOIN pg_namespace n ON n.oid = c.connamespace
    JOIN pg_class fc ON fc.oid = c.confrelid
    JOIN pg_namespace fn ON fn.oid = fc.relnamespace
   WHERE c.contype = 'f' AND n.nspname = ANY($1)`;

const ENUMS = `
  SELECT n.nspname || '.' || t.typname AS key, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
   WHERE n.nspname = ANY($1)
   GROUP BY 1`;

const CHECKS = `
  SELECT n.nspname || '.' || cl.relname || '.' || c.conname AS key, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
   WHERE c.contype = 'c' AND n.nspname = ANY($1)
   ORDER BY 1`;

const TRIGGERS = `
  SELECT n.nspname || '.' || cl.relname || '.' || tg.tgname AS key
    FROM pg_trigger tg JOIN pg_class cl ON cl.oid = tg.tgrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
   WHERE NOT tg.tgisinternal AND n.nspname = ANY($1)
   ORDER BY 1`;

const FUNCTIONS = `
  SELECT n.nspname || '.' || p.proname AS key
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = ANY($1)
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
   ORDER BY 1`;

const INDEX_DEFINITIONS = `
  SELECT n.nspname || '.' || tc.relname || '.' || ic.relname AS key, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class tc ON tc.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = ic.relnamespace
   WHERE n.nspname = ANY($1)`;
