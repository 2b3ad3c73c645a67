// Crash-safe uploads: the built server is SIGKILLed in the middle of a streamed upload.
// The cut upload's bytes were only being counted (under DATA_DIR/uploading), so no stored object
// exists for it; after the next start they are gone, and so are the leftovers of other crashes: a
// `.part` file of a write cut short, processed image objects whose row never committed (their
// upload record's server is dead) and objects no row names. Completed uploads (a member file, an
// avatar processed into variants under files/images) survive the sweep.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Config } from '../../server/src/config/config';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import { createTestDatabase, queryDatabase, TestDatabase } from '../support/database';
import { phonePhoto } from '../support/images';
import { wavHeader } from '../support/sounds';
import { ensureServerBuild } from '../support/server-build';
import { killServers, ServerProcess, spawnServer, started } from '../support/server-process';

const JWT_SECRET = 'upload-crash-test-secret-0123456789abcdef';

/**
 * Starts a multipart upload of a lock chime and writes the first `sent` bytes of the file only; the request stays open.
 */
function startUpload(
  url: string,
  token: string,
  fileBytes: Buffer,
  sent: number,
): { request: http.ClientRequest; finish: () => Promise<number> } {
  const boundary = `----evklub${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlock_chime\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nZvonček\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="LockChime.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${url}/api/admin/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fileBytes.length + tail.length,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  status.catch(() => undefined); // the cut upload's connection dies with the server
  request.write(head);
  request.write(fileBytes.subarray(0, sent));
  return {
    request,
    finish: () => {
      request.end(Buffer.concat([fileBytes.subarray(sent), tail]));
      return status;
    },
  };
}

/** Every file under DATA_DIR/files, as `folder/name`, sorted. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .flatMap((folder) => fs.readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`))
    .sort();
}

/** The files of uploads whose bytes are being counted before they are stored (DATA_DIR/uploading). */
function spooled(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploading');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Writes a file under DATA_DIR/files and returns its `folder/name`. */
function plant(dataDir: string, folder: string, name: string, bytes: Buffer): string {
  fs.mkdirSync(path.join(dataDir, 'files', folder), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', folder, name), bytes);
  return `${folder}/${name}`;
}

const hex32 = () => randomUUID().replace(/-/g, '');

async function waitFor<T>(probe: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('uploads across a crash', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;
  // A fixed PUBLIC_URL: the token's issuer must stay the same across the restart on another port.
  const env = () => ({
    PUBLIC_URL: 'http://evklub.test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
  });

  beforeAll(async () => {
    ensureServerBuild();
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-crash-'));
  });
  afterAll(async () => {
    killServers();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL during an upload leaves no orphan file after the next start; completed uploads stay', async () => {
    server = await spawnServer(env());
    await started(server, 60_000);
    const supabase = createClient(server.url, anonKey({ JWT_SECRET } as Config), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await supabase.auth.signUp({
      email: 'spravca-suborov@example.com',
      password: 'Nabijacka-v-garazi-7',
    });
    if (error || !data.session) throw error ?? new Error('no session');
    const token = data.session.access_token;
    expect((await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await queryDatabase(database.url, `UPDATE profiles SET permissions = '{"content":"full"}' WHERE id = $1`, [
      data.session.user.id,
    ]);

    const small = Buffer.concat([wavHeader(2000), Buffer.alloc(2000, 0x80)]);
    const done = startUpload(server.url, token, small, 10);
    expect(await done.finish()).toBe(201);
    // An avatar: processed into 3 sizes × 3 formats, stored under files/images.
    const form = new FormData();
    form.append('file', new Blob([await phonePhoto(640, 480, 6)], { type: 'image/jpeg' }), 'selfie.jpg');
    const avatar = await fetch(`${server.url}/api/profile/avatar`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(avatar.status).toBe(200);
    const avatarPath = new URL(((await avatar.json()) as { v: { avatar_url: string } }).v.avatar_url).pathname;
    const avatarBytes = Buffer.from(await (await fetch(`${server.url}${avatarPath}`)).arrayBuffer());
    const kept = storedFiles(dataDir);
    expect(kept.filter((f) => !f.startsWith('images/'))).toEqual([
      expect.stringMatching(/^files\/[0-9a-f-]{36}\.wav$/),
    ]);
    expect(kept.filter((f) => f.startsWith('images/'))).toHaveLength(9);
    expect(kept).toContain(`images/${path.basename(avatarPath)}`);

    // What earlier crashes left behind (planted, as a kill cannot be timed to land inside each write):
    const leftovers = [
      // an avatar file no profile names (as a replaced avatar used to leave behind);
      plant(dataDir, 'avatars', `${randomUUID()}.png`, Buffer.from('89504e470d0a1a0a', 'hex')),
      // an image object no row names;
      plant(dataDir, 'images', `${hex32()}.jpg`, Buffer.from('ffd8ffe0', 'hex')),
      // a `.part` file of a write cut short (the local driver writes `<key>.<uuid>.part`, then renames);
      plant(dataDir, 'images', `${hex32()}.avif.${randomUUID()}.part`, Buffer.alloc(100, 1)),
    ];
    // and an image object recorded as an upload in progress by a server that is gone (no one holds its lease).
    const unfinished = plant(dataDir, 'images', `${hex32()}.webp`, Buffer.from('RIFF', 'latin1'));
    await queryDatabase(database.url, 'INSERT INTO storage_uploads (key, owner) VALUES ($1, 424242)', [unfinished]);
    leftovers.push(unfinished);

    const big = Buffer.concat([wavHeader(600_000), Buffer.alloc(600_000, 0x80)]);
    const cut = startUpload(server.url, token, big, 300_000);
    const partial = await waitFor(() =>
      spooled(dataDir).find((f) => fs.statSync(path.join(dataDir, 'uploading', f)).size > 0),
    );
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;
    cut.request.destroy();
    // The cut upload never reached the store: its bytes are only in the spool.
    expect(spooled(dataDir)).toEqual([partial]);
    expect(storedFiles(dataDir)).toEqual([...kept, ...leftovers].sort());

    server = await spawnServer(env());
    await started(server, 60_000);
    expect(storedFiles(dataDir)).toEqual(kept);
    expect(spooled(dataDir)).toEqual([]);
    expect(await queryDatabase(database.url, 'SELECT key FROM storage_uploads')).toEqual([]);
    const [row] = await queryDatabase<{ id: string }>(database.url, 'SELECT id FROM files');
    const download = await fetch(`${server.url}/api/files/${row.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(small);
    const served = await fetch(`${server.url}${avatarPath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(avatarBytes);
  });
});
