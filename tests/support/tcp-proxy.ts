// A TCP proxy between the app and its PostgreSQL, to take the database away without touching the
// shared test cluster: `stop()` drops every connection and refuses new ones (PostgreSQL stopped),
// `freeze()` keeps connections open but forwards nothing (PostgreSQL frozen, SIGSTOP-like),
// `resume()` brings it back. The database behind it is the real one.
import net from 'node:net';

export interface TcpProxy {
  /** The database URL through the proxy. */
  url: string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const held: (() => void)[] = [];
  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (frozen) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  };
  let server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const stop = async () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop,
    freeze: () => {
      frozen = true;
    },
    resume: async () => {
      if (frozen) {
        frozen = false;
        for (const write of held.splice(0)) write();
      }
      if (!server.listening) await listen();
    },
    close: async () => {
      await stop().catch(() => undefined);
    },
  };
}
