// Member downloads (table files): the rows; the bytes are in the storage service under storage_key.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository } from '../../database/transaction.repository';
import type { File, FileKind, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { FileSortField } from './file.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type FileRow = File;
export type FileCreate = Pick<
  File,
  'kind' | 'title' | 'description' | 'fileName' | 'storageKey' | 'contentType' | 'sizeBytes' | 'sha256' | 'uploadedById'
>;
export type FileWrite = Partial<Pick<File, 'title' | 'description'>>;
export type Window = { skip: number; take: number };

@Injectable()
export class FileRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  /** Files (of one kind, when given), newest first. */
  async listFiles(kind: FileKind | undefined, window: Window): Promise<{ rows: FileRow[]; total: number }> {
    const where: Prisma.FileWhereInput = kind ? { kind } : {};
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.file.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window }),
      this.prisma.file.count({ where }),
    ]);
    return { rows, total };
  }

  async listFilesForAdmin(
    query: { sort: FileSortField; order: SortOrder; q?: string; kind?: FileKind },
    window: Window,
  ): Promise<{ rows: FileRow[]; total: number }> {
    const where: Prisma.FileWhereInput = {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.q ? { OR: [{ title: containsText(query.q) }, { fileName: containsText(query.q) }] } : {}),
    };
    const orderBy = [
      { [sortColumn<File>(query.sort)]: query.order } as Prisma.FileOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.file.findMany({ where, orderBy, ...window }),
      this.prisma.file.count({ where }),
    ]);
    return { rows, total };
  }

  findFileById(id: string): Promise<FileRow | null> {
    return this.prisma.file.findUnique({ where: { id } });
  }

  createFile(data: FileCreate): Promise<FileRow> {
    return this.prisma.file.create({ data });
  }

  /** The updated row, or null when there is no such file. */
  async updateFile(id: string, data: FileWrite): Promise<FileRow | null> {
    const { count } = await this.prisma.file.updateMany({ where: { id }, data });
    return count ? this.findFileById(id) : null;
  }

  /**
   * Deletes the row in a transaction and returns it (its storage key), or null when there was none.
   * The caller removes the stored bytes after this has committed: a failure then leaves an orphan
   * file, never a row whose download is gone.
   */
  deleteFile(id: string): Promise<FileRow | null> {
    return this.tx.run(async (db) => {
      const row = await db.file.findUnique({ where: { id } });
      if (!row) return null;
      // deleteMany: a concurrent delete of the same row is "not found" here, not an error.
      const { count } = await db.file.deleteMany({ where: { id } });
      return count ? row : null;
    });
  }
}
