// The encryption of what leaves the machine (server/src/backup/encryption.ts): what goes in comes
// out with the key; a wrong key, a changed byte, a cut or a longer file are refused, never returned.
import { randomBytes } from 'node:crypto';
import {
  BackupKeyError,
  DamagedBackupError,
  decryptBuffer,
  encryptBuffer,
  encryptedSize,
} from '../../server/src/backup/encryption';

const KEY = 'a passphrase of the club';

describe('backup encryption', () => {
  it.each([0, 1, 1024 * 1024, 1024 * 1024 + 1, 3 * 1024 * 1024 + 17])(
    'round-trips %i bytes, at the announced size',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encryptBuffer(KEY, plain);
      expect(sealed.length).toBe(encryptedSize(size));
      if (size >= 64) expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
      expect((await decryptBuffer(KEY, sealed)).equals(plain)).toBe(true);
    },
  );

  it('encrypts the same bytes differently each time (a salt per file)', async () => {
    const plain = Buffer.from('same');
    expect((await encryptBuffer(KEY, plain)).equals(await encryptBuffer(KEY, plain))).toBe(false);
  });

  it('refuses a wrong key as such', async () => {
    const sealed = await encryptBuffer(KEY, randomBytes(100));
    await expect(decryptBuffer('another passphrase', sealed)).rejects.toBeInstanceOf(BackupKeyError);
  });

  it('refuses a changed byte, a file cut short and bytes added after its end', async () => {
    const sealed = await encryptBuffer(KEY, randomBytes(2 * 1024 * 1024 + 5));
    const changed = Buffer.from(sealed);
    changed[changed.length - 100] ^= 1;
    await expect(decryptBuffer(KEY, changed)).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(decryptBuffer(KEY, sealed.subarray(0, 1024 * 1024 + 60))).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(decryptBuffer(KEY, Buffer.concat([sealed, Buffer.alloc(30)]))).rejects.toBeInstanceOf(
      DamagedBackupError,
    );
  });
});
