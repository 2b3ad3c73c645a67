// Site settings (table site_settings): one row per key, the value as JSON. An absent row = unset.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

@Injectable()
export class SiteSettingRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every stored key → value, and when the settings last changed (null when nothing is stored). */
  async findAll(): Promise<{ values: Map<string, unknown>; updatedAt: Date | null }> {
    const rows = await this.prisma.siteSetting.findMany();
    const updatedAt = rows.reduce<Date | null>((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);
    return { values: new Map(rows.map((r) => [r.key, r.value])), updatedAt };
  }

  async findValue(key: string): Promise<unknown> {
    return (await this.prisma.siteSetting.findUnique({ where: { key } }))?.value;
  }

  /** Sets each key to its string, or removes it for null, in one transaction. */
  async replace(values: Record<string, string | null>): Promise<void> {
    await this.prisma.$transaction(
      Object.entries(values).map(([key, value]) =>
        value === null
          ? this.prisma.siteSetting.deleteMany({ where: { key } })
          : this.prisma.siteSetting.upsert({ where: { key }, create: { key, value }, update: { value } }),
      ),
    );
  }
}
