import type { Db } from './transaction.repository';

/**
 * Runs a library's SQL (pg-boss's `db` option) on an open transaction, so what it writes commits or rolls back with the
 * caller's change.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function sqlExecutor(db: Db): SqlExecutor {
  return { executeSql: async (text, values = []) => ({ rows: await db.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}
