// Objects being written whose row has not committed yet (table storage_uploads). Each row names its
// owner: this server's lease, a session advisory lock held on a connection of its own for as long as
// the process lives. A killed server's connection closes and its lock is free, so `dropDead` can
// tell its unfinished uploads from those of servers still running (on this or another machine).
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { DATABASE_URL, poolConfig } from '../database/prisma.service';
import { PrismaService } from '../database/prisma.service';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';

/** The first key of the two-key advisory locks that are upload leases (one-key locks are a separate space). */
const LEASE_SPACE = 7_347_106;

@Injectable()
export class StorageUploadsRepository implements OnModuleDestroy {
  private lease: Promise<{ client: pg.Client; owner: number }> | null = null;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Records that `keys` are about to be written by this server. */
  async begin(keys: string[]): Promise<void> {
    const { owner } = await this.leased();
    await this.prisma.$executeRaw`
      INSERT INTO storage_uploads (key, owner) SELECT unnest(${keys}::text[]), ${owner}
      ON CONFLICT (key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()`;
  }

  /** The rows naming `keys` have committed (or the upload was abandoned and its objects removed). */
  async end(keys: string[]): Promise<void> {
    if (keys.length) await this.prisma.$executeRaw`DELETE FROM storage_uploads WHERE key = ANY(${keys}::text[])`;
  }

  /**
   * Forgets the uploads of servers that are gone and returns their keys (their objects may be removed unless a row
   * names them).
   */
  async dropDead(): Promise<string[]> {
    const { client } = await this.leased();
    const owners = await this.prisma.$queryRaw<{ owner: bigint }[]>`SELECT DISTINCT owner FROM storage_uploads`;
    const dead: number[] = [];
    for (const { owner } of owners) {
      const { rows } = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS free', [
        LEASE_SPACE,
        Number(owner),
      ]);
      if (!rows[0].free) continue;
      await client.query('SELECT pg_advisory_unlock($1, $2)', [LEASE_SPACE, Number(owner)]);
      dead.push(Number(owner));
    }
    if (!dead.length) return [];
    const gone = await this.prisma.$queryRaw<
      { key: string }[]
    >`DELETE FROM storage_uploads WHERE owner = ANY(${dead}::bigint[]) RETURNING key`;
    return gone.map((r) => r.key);
  }

  async onModuleDestroy(): Promise<void> {
    const lease = this.lease;
    this.lease = null;
    if (lease) await lease.then(({ client }) => client.end()).catch(() => undefined);
  }

  /** This server's lease, taken on first use and again after its connection was lost (under a new owner number). */
  private leased(): Promise<{ client: pg.Client; owner: number }> {
    this.lease ??= (async () => {
      const client = new pg.Client({ ...poolConfig(this.databaseUrl, this.config), keepAlive: true });
      const lost = () => {
        if (this.lease === current) this.lease = null;
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      const owner = randomInt(1, 2 ** 31 - 1);
      await client.query('SELECT pg_advisory_lock($1, $2)', [LEASE_SPACE, owner]);
      return { client, owner };
    })();
    const current = this.lease;
    current.catch(() => {
      if (this.lease === current) this.lease = null;
    });
    return current;
  }
}
