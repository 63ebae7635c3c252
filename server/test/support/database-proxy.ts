import net from 'node:net';

export interface DatabaseProxy {
  /** The database URL, through the proxy. */
  url: string;
  /** PostgreSQL goes away: open connections drop and new ones are refused, as when the server stops. */
  cut(): Promise<void>;
  /** PostgreSQL is back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay in front of the test's PostgreSQL, so a test can take the database away from the
 * app and give it back (the real cluster is shared by every test file and keeps running).
 */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(databaseUrl);
  proxied.port = String(port);

  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    url: proxied.toString(),
    cut: stop,
    restore: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
