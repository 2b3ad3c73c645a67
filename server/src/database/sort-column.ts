// The staff lists sort by a field named in the API's snake_case (`published_at`); the Prisma model
// names the same field in camelCase (`publishedAt`). One conversion serves every list, and its type
// only admits a sort field that names a field of the model.

/** `publishedAt` → `published_at`, at the type level. */
type SnakeCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${SnakeCase<Rest>}`
  : S;

/** The model field that the snake_case sort field names. */
export function sortColumn<Model>(field: SnakeCase<keyof Model & string>): keyof Model {
  return field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as keyof Model;
}
