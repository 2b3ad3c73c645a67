import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

@Injectable()
export class HealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  async ping(): Promise<void> {
    await this.prisma.$queryRawUnsafe('SELECT 1');
  }

  query<T>(sql: string): Promise<T[]> {
    return this.prisma.$queryRawUnsafe<T[]>(sql);
  }
}
