// The set-up of the suites that probe the API with hostile input (fuzz, hardening-input): an app
// whose sign-ups return a session, a member and a staff member holding every area, and a raw socket
// for the requests HTTP clients refuse to send.
import net from 'node:net';
import { PERMISSION_AREAS } from '../../server/src/access/permissions';
import { startTestApp, type TestApp } from './app';
import { createMember, type TestMember } from './members';

export interface ProbeApp {
  t: TestApp;
  member: TestMember;
  staff: TestMember;
}

export async function startProbeApp(): Promise<ProbeApp> {
  const t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  const member = await createMember(t);
  const staff = await createMember(t, {
    verified: true,
    permissions: Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'full'])),
  });
  return { t, member, staff };
}

/** Sends raw bytes and returns the status line, headers and body (for what HTTP clients refuse to send). */
export function rawRequest(
  t: TestApp,
  bytes: string | Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(lines[0].split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
