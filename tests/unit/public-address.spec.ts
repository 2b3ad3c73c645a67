// A member names a push service's endpoint; in production the server connects only to the public
// internet (server/src/common/public-address.ts): never to this machine, a private network or the
// cloud's metadata service, also when a name resolves there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, mayBePublicHost, publicOnlyLookup } from '../../server/src/common/public-address';

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.74.10', '2a00:1450:4014:80d::200a', '::ffff:142.250.74.10'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes a push service host and refuses this machine and private networks by name or address', () => {
    expect(mayBePublicHost('fcm.googleapis.com')).toBe(true);
    expect(mayBePublicHost('web.push.apple.com')).toBe(true);
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '[::1]', '10.0.0.5', '169.254.169.254'])
      expect({ host, allowed: mayBePublicHost(host) }).toEqual({ host, allowed: false });
  });

  it('a connection by a name that resolves to this machine never reaches it', async () => {
    let reached = false;
    const server = http.createServer((_req, res) => {
      reached = true;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const request = http.request({ host: 'localhost', port, method: 'POST', lookup: publicOnlyLookup }, () =>
          resolve(new Error('answered')),
        );
        request.on('error', resolve);
        request.end('x');
      });
      expect(error.code).toBe('EADDRNOTPUBLIC');
      expect(reached).toBe(false);
    } finally {
      server.close();
    }
  });
});
