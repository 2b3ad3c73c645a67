import pg from 'pg';

/** Connects once and runs `SELECT 1`: rejects with the driver's error when the database cannot be reached. */
export async function pingDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}
