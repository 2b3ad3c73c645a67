// What one console resource's data provider is, and the pieces every one of them uses. Each
// resource implements the react-admin methods its API supports (resources/*.ts); the console's
// data provider (index.ts) is the table of them. The calls are typed on the generated client;
// what react-admin hands over (filters, form values) is untyped there, and the server validates it.
import {
  HttpError,
  type GetListParams,
  type GetManyReferenceParams,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { ApiProblem, unwrap, type Answer } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-rules';
import { i18nProvider } from '../i18n-sk';

/** Form values and filters as react-admin hands them over. */
export type FormValues = UpdateParams['data'];
export interface Page {
  data: RaRecord[];
  total: number;
}

export interface ResourceProvider {
  getList?(params: GetListParams): Promise<Page>;
  getOne?(id: string): Promise<RaRecord>;
  getManyReference?(params: GetManyReferenceParams): Promise<Page>;
  create?(data: FormValues): Promise<RaRecord>;
  /** `previous`: the record as the form loaded it (PATCH sends only what changed). */
  update?(id: string, data: FormValues, previous?: FormValues): Promise<RaRecord>;
  delete?(id: string): Promise<void>;
}
export type ResourceMethod = keyof ResourceProvider;

/** Error codes that are about one field of the form: the field shows the code's Slovak message. */
const FIELD_OF_CODE: Record<string, string> = {
  'errors.iban_invalid': 'iban',
  'errors.bic_invalid': 'bic',
};

/**
 * HttpError with the server's error body; field errors also under `errors` for react-admin's
 * inputs: the Slovak message of the rule each field broke (lib/field-rules.ts), or of the code
 * that is about one field.
 */
function toHttpError(problem: ApiProblem): HttpError {
  const field = Object.hasOwn(FIELD_OF_CODE, problem.code) ? FIELD_OF_CODE[problem.code] : undefined;
  const errors: Record<string, string> | undefined = problem.fields.length
    ? Object.fromEntries(problem.fields.map((f) => [f.field, fieldMessage(f) ?? 'errors.field_invalid']))
    : field
      ? { [field]: problem.code }
      : undefined;
  // The message is the stable code: the Slovak catalogue translates it (i18n-sk.ts).
  return new HttpError(problem.code, problem.status, { ...problem.details, ...(errors ? { errors } : {}) });
}

/**
 * A refused form's notification names the refused fields by their labels ("Opravte polia: Názov,
 * Kapacita."): react-admin shows the form's `root.serverError` after a failed save.
 */
export function namingFields(error: unknown, resource: string): unknown {
  const errors =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  if (!errors) return error;
  const labels = Object.keys(errors).map((field) =>
    i18nProvider.translate(`resources.${resource}.fields.${field}`, { _: field }),
  );
  errors.root = { serverError: i18nProvider.translate('errors.validation_fields', { fields: labels.join(', ') }) };
  return error;
}

/** The call's result, or its ApiProblem as an HttpError, which reaches the auth provider's checkError (401/403). */
export function withHttpErrors<T>(call: Promise<T>): Promise<T> {
  return call.catch((e: unknown) => {
    throw e instanceof ApiProblem ? toHttpError(e) : e;
  });
}

/** The answer's payload, or an HttpError. */
export function send<T>(answer: Promise<Answer<T>>): Promise<T> {
  return withHttpErrors(unwrap(answer));
}

/** Refuses what a resource's API does not offer, naming the resource and the method. */
export function unsupported(resource: string, method: string): HttpError {
  return new HttpError('ra.notification.data_provider_error', 405, {
    code: 'errors.unsupported_operation',
    resource,
    method,
  });
}

/** How a list is sorted: `sort` + `order`, a signed field (`-date_start`), or not at all. */
export type SortStyle = 'pair' | 'signed' | 'none';

/** react-admin's pagination, sort and filters as the API's `page`, `per_page`, `sort`, `order` and filters. */
export function listQuery(style: SortStyle, { pagination, sort, filter }: Partial<GetListParams>): FormValues {
  const query: FormValues = {};
  if (pagination) Object.assign(query, { page: pagination.page, per_page: pagination.perPage });
  for (const [key, value] of Object.entries(filter ?? {}))
    if (value !== '' && value !== null && value !== undefined) query[key] = value;
  if (sort && sort.field && sort.field !== 'id') {
    if (style === 'pair') Object.assign(query, { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' });
    if (style === 'signed') query.sort = (sort.order === 'DESC' ? '-' : '') + sort.field;
  }
  return query;
}

/** The API's largest page (per_page). */
export const PAGE_LIMIT = 100;

/**
 * A list read as react-admin asks for it. A window wider than the API's page (the export asks for
 * everything the filter selects) is read page by page; the API refuses a per_page above its limit.
 */
export async function readList(
  list: (query: FormValues) => Promise<{ v: RaRecord[]; total: number }>,
  style: SortStyle,
  params: GetListParams,
): Promise<Page> {
  const { pagination } = params;
  if (!pagination || pagination.perPage <= PAGE_LIMIT) {
    const body = await list(listQuery(style, params));
    return { data: body.v, total: body.total };
  }
  const start = (pagination.page - 1) * pagination.perPage;
  const end = start + pagination.perPage;
  const data: RaRecord[] = [];
  let total = 0;
  for (let apiPage = Math.floor(start / PAGE_LIMIT) + 1; ; apiPage++) {
    const body = await list(listQuery(style, { ...params, pagination: { page: apiPage, perPage: PAGE_LIMIT } }));
    total = body.total;
    const first = (apiPage - 1) * PAGE_LIMIT;
    data.push(...body.v.slice(Math.max(0, start - first), Math.max(0, end - first)));
    if (body.v.length < PAGE_LIMIT || first + PAGE_LIMIT >= Math.min(end, total)) break;
  }
  return { data, total };
}

/** The fields a form changed: PATCH sends only them (the API rejects read-only fields). */
export function changedFields(data: FormValues, previous: FormValues | undefined): FormValues {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}

/** The `{id}` path parameter of a record's endpoint. */
export const byId = (id: string) => ({ params: { path: { id } } });

type Single = Promise<Answer<{ v: RaRecord }>>;

/** The typed calls of a resource with the usual list / record / create / change / delete endpoints. */
export interface CrudCalls {
  sort: SortStyle;
  list: (query: FormValues) => Promise<Answer<{ v: RaRecord[]; total: number }>>;
  one?: (id: string) => Single;
  create?: (data: FormValues) => Single;
  update?: (id: string, changes: FormValues) => Single;
  remove?: (id: string) => Promise<Answer<unknown>>;
}

/** A resource provider over its CRUD calls: only the methods whose call exists. */
export function crudResource({ sort, list, one, create, update, remove }: CrudCalls): ResourceProvider {
  const provider: ResourceProvider = {
    getList: (params) => readList((query) => send(list(query)), sort, params),
    getManyReference: (params) =>
      readList((query) => send(list(query)), sort, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
  };
  if (one) provider.getOne = async (id) => (await send(one(id))).v;
  if (create) provider.create = async (data) => (await send(create(data))).v;
  if (update) {
    provider.update = async (id, data, previous) => {
      const changes = changedFields(data, previous);
      if (Object.keys(changes).length === 0 && previous) return { ...previous, id };
      return (await send(update(id, changes))).v;
    };
  }
  if (remove) provider.delete = async (id) => void (await send(remove(id)));
  return provider;
}

/**
 * A multipart body for a call whose generated type lists the parts as a JSON object (a file as a
 * string): the request sends the FormData as it is.
 */
export function multipartBody<T>(form: FormData): T {
  return form as never;
}

/** A multipart body in the order the API reads it: every field before the file part. */
export function multipart(fields: FormValues, file: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  const raw = (file as { rawFile?: unknown } | undefined)?.rawFile;
  if (raw instanceof File) form.append('file', raw, raw.name);
  return form;
}
