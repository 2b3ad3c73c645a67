// What schema.prisma says the database must hold, derived from Prisma's own parser (the DMMF of
// @prisma/get-dmmf, the same WebAssembly schema parser the CLI uses) with Prisma's PostgreSQL
// conventions for names, types, defaults and referential actions; and the comparison with what
// db-introspection.ts reads from a real database.
import fs from 'node:fs';
import path from 'node:path';
import { getDMMF } from '@prisma/get-dmmf';
import type {
  ColumnShape,
  DatabaseShape,
  DefaultShape,
  ForeignKeyShape,
  IndexShape,
  TableShape,
} from './db-introspection';

export const SCHEMA_PATH = path.resolve(__dirname, '..', '..', 'prisma', 'schema.prisma');

type Dmmf = Exclude<ReturnType<typeof getDMMF>, { type: string; reason: string }>;
type Model = Dmmf['datamodel']['models'][number];
type Field = Model['fields'][number];
type Enum = Dmmf['datamodel']['enums'][number];

/** PostgreSQL's identifier limit; Prisma shortens default constraint names to fit it. */
const MAX_NAME = 63;

function constraintName(table: string, columns: string[], suffix: string): string {
  const base = [table, ...columns].join('_');
  return `${base.slice(0, MAX_NAME - suffix.length - 1)}_${suffix}`;
}

export interface PrismaSchemaInfo {
  shape: DatabaseShape;
  /** The schemas named in the datasource (`schemas = [...]`). */
  schemas: string[];
  /** model name → `schema.table`, to name models in messages */
  tables: Record<string, string>;
}

export function shapeFromPrismaSchema(text = fs.readFileSync(SCHEMA_PATH, 'utf8')): PrismaSchemaInfo {
  const dmmf = getDMMF({ datamodel: text });
  if ('reason' in dmmf) throw new Error(`schema.prisma does not parse: ${dmmf.reason}\n${dmmf.error?.message ?? ''}`);
  const { models, enums, indexes } = dmmf.datamodel;
  const datasource = /datasource\s+\w+\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const schemas = listIn(datasource, 'schemas').map((s) => s.replace(/"/g, ''));
  const extensions = listIn(datasource, 'extensions').map((e) => e.replace(/\(.*$/, '').trim());
  // The DMMF does not carry an enum's @@schema; read it from the enum's block.
  const enumSchema = new Map<string, string>();
  for (const m of text.matchAll(/^enum\s+(\w+)\s*\{([^}]*)\}/gm))
    enumSchema.set(m[1], /@@schema\("([^"]+)"\)/.exec(m[2])?.[1] ?? 'public');

  const enumByName = new Map(enums.map((e) => [e.name, e]));
  const modelByName = new Map(models.map((m) => [m.name, m]));
  const tableOf = (m: Model) => `${m.schema ?? 'public'}.${m.dbName ?? m.name}`;
  const nameOf = (m: Model) => m.dbName ?? m.name;
  const column = (m: Model, fieldName: string) => {
    const f = m.fields.find((x) => x.name === fieldName);
    if (!f) throw new Error(`model ${m.name} has no field ${fieldName}`);
    return f.dbName ?? f.name;
  };
  const enumType = (e: Enum) => `${enumSchema.get(e.name)}.${e.dbName ?? e.name}`;

  const shape: DatabaseShape = { tables: {}, enums: {}, extensions: [...extensions].sort() };
  const tables: Record<string, string> = {};
  for (const e of enums) shape.enums[enumType(e)] = e.values.map((v) => v.dbName ?? v.name);

  for (const m of models) {
    tables[m.name] = tableOf(m);
    const table: TableShape = { columns: {}, primaryKey: null, indexes: {}, foreignKeys: {} };
    shape.tables[tableOf(m)] = table;
    for (const f of m.fields) {
      if (f.kind === 'object') continue;
      const type = f.kind === 'enum' ? enumType(enumByName.get(f.type)!) + (f.isList ? '[]' : '') : columnType(m, f);
      const c: ColumnShape = { type, nullable: !f.isRequired || f.isList, default: defaultOf(f, enumByName) };
      if (c.default?.kind === 'value' && /^jsonb?$/.test(type)) c.default.value = canonicalJson(c.default.value);
      table.columns[f.dbName ?? f.name] = c;
    }
    for (const f of m.fields) {
      if (f.kind !== 'object' || !f.relationFromFields?.length) continue;
      const target = modelByName.get(f.type)!;
      const columns = f.relationFromFields.map((n) => column(m, n));
      const optional = f.relationFromFields.some((n) => !m.fields.find((x) => x.name === n)!.isRequired);
      const fk: ForeignKeyShape = {
        columns,
        references: tableOf(target),
        referencedColumns: (f.relationToFields ?? []).map((n) => column(target, n)),
        // Prisma's defaults: SetNull when the relation is optional, else Restrict; updates cascade.
        onDelete: f.relationOnDelete ?? (optional ? 'SetNull' : 'Restrict'),
        onUpdate: (f as Field & { relationOnUpdate?: string }).relationOnUpdate ?? 'Cascade',
      };
      table.foreignKeys[constraintName(nameOf(m), columns, 'fkey')] = fk;
    }
  }

  for (const ix of indexes) {
    const m = modelByName.get(ix.model)!;
    const table = shape.tables[tableOf(m)];
    const columns = ix.fields.map((f) => column(m, f.name));
    const dbName = (ix as { dbName?: string }).dbName;
    if (ix.type === 'id') {
      table.primaryKey = { name: dbName ?? constraintName(nameOf(m), [], 'pkey'), columns };
      continue;
    }
    if (ix.type !== 'unique' && ix.type !== 'normal')
      throw new Error(`index type ${ix.type} on ${m.name} is not used with PostgreSQL`);
    const index: IndexShape = {
      unique: ix.type === 'unique',
      method: (ix.algorithm ?? 'BTree').toLowerCase(),
      columns: ix.fields.map((f) => ({
        name: column(m, f.name),
        desc: f.sortOrder === 'desc',
        opclass: opclassName(f.operatorClass),
      })),
      predicate: null,
    };
    table.indexes[dbName ?? constraintName(nameOf(m), columns, ix.type === 'unique' ? 'key' : 'idx')] = index;
  }
  return { shape, schemas, tables };
}

function listIn(block: string, key: string): string[] {
  const m = new RegExp(`\\b${key}\\s*=\\s*\\[([^\\]]*)\\]`).exec(block);
  return m
    ? m[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** How Prisma's PostgreSQL connector spells a scalar field's column type, as format_type() prints it. */
function columnType(m: Model, f: Field): string {
  const [native, args = []] = (f.nativeType as [string, string[]] | null | undefined) ?? [];
  const n = args[0];
  const types: Record<string, Record<string, string>> = {
    String: {
      '': 'text',
      Text: 'text',
      Citext: 'citext',
      Uuid: 'uuid',
      Char: `character(${n ?? 1})`,
      VarChar: n ? `character varying(${n})` : 'character varying',
      Inet: 'inet',
      Xml: 'xml',
    },
    DateTime: {
      '': 'timestamp(3) without time zone',
      Timestamptz: n ? `timestamp(${n}) with time zone` : 'timestamp with time zone',
      Timestamp: n ? `timestamp(${n}) without time zone` : 'timestamp without time zone',
      Date: 'date',
      Time: n ? `time(${n}) without time zone` : 'time without time zone',
      Timetz: n ? `time(${n}) with time zone` : 'time with time zone',
    },
    Int: { '': 'integer', Integer: 'integer', SmallInt: 'smallint', Oid: 'oid' },
    BigInt: { '': 'bigint', BigInt: 'bigint' },
    Float: { '': 'double precision', DoublePrecision: 'double precision', Real: 'real' },
    Decimal: { '': 'numeric(65,30)', Decimal: args.length ? `numeric(${args.join(',')})` : 'numeric', Money: 'money' },
    Boolean: { '': 'boolean', Boolean: 'boolean' },
    Json: { '': 'jsonb', JsonB: 'jsonb', Json: 'json' },
    Bytes: { '': 'bytea', ByteA: 'bytea' },
  };
  const type = types[f.type]?.[native ?? ''];
  if (!type)
    throw new Error(
      `the drift test does not know how Prisma stores ${m.name}.${f.name} (${f.type} @db.${native}); add it to columnType() in ${__filename}`,
    );
  return f.isList ? `${type}[]` : type;
}

/** The database default Prisma creates for a field; client-side defaults (uuid(), cuid()…) have none. */
function defaultOf(f: Field, enums: Map<string, Enum>): DefaultShape | null {
  if (!f.hasDefaultValue || f.default === undefined) return null;
  const d = f.default as unknown;
  if (d !== null && typeof d === 'object' && !Array.isArray(d)) {
    const fn = d as { name: string; args: unknown[] };
    if (fn.name === 'now') return { kind: 'expression', sql: 'CURRENT_TIMESTAMP' };
    if (fn.name === 'dbgenerated') return { kind: 'expression', sql: String(fn.args[0]) };
    if (fn.name === 'autoincrement') return { kind: 'autoincrement' };
    if (['uuid', 'cuid', 'nanoid', 'ulid'].includes(fn.name)) return null;
    throw new Error(`the drift test does not know the default ${fn.name}() of ${f.name}`);
  }
  if (f.kind === 'enum') {
    const v = enums.get(f.type)!.values.find((x) => x.name === d);
    return { kind: 'value', value: v?.dbName ?? String(d) };
  }
  if (Array.isArray(d)) throw new Error(`the drift test does not compare list defaults (${f.name})`);
  return { kind: 'value', value: String(d) };
}

function opclassName(operatorClass: string | undefined): string | null {
  if (!operatorClass) return null;
  // Prisma's named classes (e.g. JsonbPathOps) stand for snake_case PostgreSQL names; raw("…") is verbatim.
  return /^[A-Z]/.test(operatorClass) ? operatorClass.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase() : operatorClass;
}

/** JSON with sorted keys, so that equal shapes print equal whatever order they were built in. */
function show(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export function canonicalJson(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    return value;
  }
}

/** Every difference between the expected and the actual database, one readable line each. */
export function diffShapes(expected: DatabaseShape, actual: DatabaseShape): string[] {
  const out: string[] = [];
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();

  for (const ext of expected.extensions)
    if (!actual.extensions.includes(ext)) out.push(`extension ${ext}: declared in schema.prisma but not installed`);
  for (const ext of actual.extensions)
    if (!expected.extensions.includes(ext)) out.push(`extension ${ext}: installed but not declared in schema.prisma`);

  for (const name of keys(expected.enums, actual.enums)) {
    const [e, a] = [expected.enums[name], actual.enums[name]];
    if (!a) out.push(`enum ${name}: in schema.prisma but not in the database`);
    else if (!e) out.push(`enum ${name}: in the database but not in schema.prisma`);
    else if (show(e) !== show(a)) out.push(`enum ${name}: values are ${show(a)}, schema.prisma says ${show(e)}`);
  }

  for (const name of keys(expected.tables, actual.tables)) {
    const [e, a] = [expected.tables[name], actual.tables[name]];
    if (!a) out.push(`table ${name}: in schema.prisma but not in the database`);
    else if (!e) out.push(`table ${name}: in the database but not in schema.prisma`);
    else out.push(...diffTable(name, e, a));
  }
  return out;

  function diffTable(table: string, e: TableShape, a: TableShape): string[] {
    const d: string[] = [];
    for (const col of keys(e.columns, a.columns)) {
      const [ec, ac] = [e.columns[col], a.columns[col]];
      const where = `column ${table}.${col}`;
      if (!ac) d.push(`${where}: in schema.prisma but not in the database`);
      else if (!ec) d.push(`${where}: in the database but not in schema.prisma`);
      else {
        if (ec.type !== ac.type) d.push(`${where}: type is ${ac.type}, schema.prisma says ${ec.type}`);
        if (ec.nullable !== ac.nullable)
          d.push(
            `${where}: is ${ac.nullable ? 'nullable' : 'NOT NULL'}, schema.prisma says ${ec.nullable ? 'nullable' : 'NOT NULL'}`,
          );
        const actualDefault =
          ac.default?.kind === 'value' && /^jsonb?$/.test(ac.type)
            ? { ...ac.default, value: canonicalJson(ac.default.value) }
            : ac.default;
        if (show(ec.default) !== show(actualDefault))
          d.push(`${where}: default is ${show(actualDefault)}, schema.prisma says ${show(ec.default)}`);
      }
    }
    if (show(e.primaryKey) !== show(a.primaryKey))
      d.push(`primary key of ${table}: is ${show(a.primaryKey)}, schema.prisma says ${show(e.primaryKey)}`);
    for (const ix of keys(e.indexes, a.indexes)) {
      const [ei, ai] = [e.indexes[ix], a.indexes[ix]];
      if (!ai) d.push(`index ${table}.${ix}: in schema.prisma (${show(ei)}) but not in the database`);
      else if (!ei) d.push(`index ${table}.${ix}: in the database (${show(ai)}) but not in schema.prisma`);
      else if (show(ei) !== show(ai)) d.push(`index ${table}.${ix}: is ${show(ai)}, schema.prisma says ${show(ei)}`);
    }
    for (const fk of keys(e.foreignKeys, a.foreignKeys)) {
      const [ef, af] = [e.foreignKeys[fk], a.foreignKeys[fk]];
      if (!af) d.push(`foreign key ${table}.${fk}: in schema.prisma (${show(ef)}) but not in the database`);
      else if (!ef) d.push(`foreign key ${table}.${fk}: in the database (${show(af)}) but not in schema.prisma`);
      else if (show(ef) !== show(af))
        d.push(`foreign key ${table}.${fk}: is ${show(af)}, schema.prisma says ${show(ef)}`);
    }
    return d;
  }
}
