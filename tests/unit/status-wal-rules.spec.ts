// The WAL check's rule (server/src/modules/operations/status-rules.ts, docs/operations.md §1): the
// newest archived segment is "stale" only when it is older than THRESHOLDS.walStaleTimeouts ×
// BACKUP_WAL_TIMEOUT while written WAL waits; a quiet database archives nothing and is fine; a
// failure wins over the age; archiving that is not ours or off says so.
import { THRESHOLDS, walFindings, type WalFigures } from '../../server/src/modules/operations/status-rules';

const figures = (over: Partial<WalFigures> = {}): WalFigures => ({
  archiveMode: 'on',
  timeoutSeconds: 60,
  lastArchived: { ageSeconds: 30 },
  failing: false,
  pending: true,
  ...over,
});
const limit = THRESHOLDS.walStaleTimeouts * 60;

describe('walFindings', () => {
  it('an old segment is a warning only while written WAL waits', () => {
    expect(walFindings(figures({ lastArchived: { ageSeconds: limit } }))).toEqual(['wal.ok']);
    expect(walFindings(figures({ lastArchived: { ageSeconds: limit + 1 } }))).toEqual(['wal.stale']);
    expect(walFindings(figures({ lastArchived: { ageSeconds: 86_400 }, pending: false }))).toEqual(['wal.ok']);
  });

  it('failing, never archived, PostgreSQL without archive_mode, off, not ours', () => {
    expect(walFindings(figures({ failing: true, lastArchived: { ageSeconds: 86_400 } }))).toEqual(['wal.failing']);
    expect(walFindings(figures({ lastArchived: null }))).toEqual(['wal.none_yet']);
    expect(walFindings(figures({ archiveMode: 'off' }))).toEqual(['wal.off']);
    expect(walFindings('disabled')).toEqual(['wal.disabled']);
    expect(walFindings('external')).toEqual(['wal.external']);
  });
});
