// Retention of base backups and archived WAL (server/src/backup/catalogue.ts): the BACKUP_KEEP newest
// backups stay, and of each database system's WAL what the oldest kept backup needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localBackups, pruneBackups } from '../../server/src/backup/catalogue';

const SYSTEM = '7713342190111769167';

function backup(dir: string, stamp: string, startWal: string | null): void {
  const name = `evklub-backup-${stamp}.tar.gz`;
  fs.writeFileSync(path.join(dir, name), 'archive');
  if (startWal) {
    const summary = {
      name,
      created: '2026-01-01T00:00:00.000Z',
      stopped: '2026-01-01T00:00:01.000Z',
      system_identifier: SYSTEM,
      start_wal: startWal,
    };
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(summary));
  }
}

describe('backup retention', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-catalogue-'));
    fs.mkdirSync(path.join(dir, 'wal', SYSTEM), { recursive: true });
    fs.mkdirSync(path.join(dir, 'wal', '999'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the newest backups and the WAL from the oldest kept one on, every timeline, history files and other systems untouched', () => {
    backup(dir, '20260101T023000Z', '000000010000000000000003');
    backup(dir, '20260102T023000Z', '000000010000000000000010');
    backup(dir, '20260103T023000Z', '000000020000000000000020');
    const wal = [
      '000000010000000000000003.gz',
      '00000001000000000000000F.gz',
      '000000010000000000000010.gz',
      '000000010000000000000011',
      '00000002000000000000000E.gz',
      '000000020000000000000021.gz',
      '00000002.history',
      '000000010000000000000004.00000028.backup',
    ];
    for (const name of wal) fs.writeFileSync(path.join(dir, 'wal', SYSTEM, name), '');
    fs.writeFileSync(path.join(dir, 'wal', '999', '000000010000000000000001.gz'), '');

    expect(pruneBackups(dir, 2)).toEqual(['evklub-backup-20260101T023000Z.tar.gz']);
    expect(localBackups(dir).map((b) => b.name)).toEqual([
      'evklub-backup-20260102T023000Z.tar.gz',
      'evklub-backup-20260103T023000Z.tar.gz',
    ]);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('evklub-backup-20260101'))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'wal', SYSTEM)).sort()).toEqual([
      '000000010000000000000010.gz',
      '000000010000000000000011',
      '00000002.history',
      '000000020000000000000021.gz',
    ]);
    expect(fs.readdirSync(path.join(dir, 'wal', '999'))).toEqual(['000000010000000000000001.gz']);
  });

  it('keeps everything with BACKUP_KEEP=0, and an archive from before summaries counts by its name', () => {
    backup(dir, '20260101T023000Z', null);
    expect(pruneBackups(dir, 0)).toEqual([]);
    expect(localBackups(dir)).toEqual([
      {
        name: 'evklub-backup-20260101T023000Z.tar.gz',
        created: '2026-01-01T02:30:00.000Z',
        stopped: '2026-01-01T02:30:00.000Z',
      },
    ]);
  });
});
